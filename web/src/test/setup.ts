import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Testing Library cleans up by itself only with vitest globals; unmount after every test here.
afterEach(() => cleanup());
