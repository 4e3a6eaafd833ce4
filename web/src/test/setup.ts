import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { messages } from '../locales/en.po';

// Screens render in English, the source language, unless a test switches.
i18n.loadAndActivate({ locale: 'en', messages });

// Testing Library cleans up by itself only with vitest globals; unmount after every test here.
afterEach(() => cleanup());

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls.
const proto = Element.prototype as unknown as Record<string, unknown>;
proto.hasPointerCapture ??= () => false;
proto.setPointerCapture ??= () => undefined;
proto.releasePointerCapture ??= () => undefined;

// The toasts' Radix code is a chunk the app fetches with the first toast (shared/ui/Toast.tsx): loaded up front
// here, so a test's first toast shows as soon as the app would show it, not after a first transform of Radix.
await import('../shared/ui/ToastStack');
