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
