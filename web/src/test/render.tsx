/**
 * Renders with web/'s own React 19 (react-dom/client resolved from this file), for tests of the
 * screens; queries come from @testing-library/dom, which works on any DOM. Inside Lingui's provider,
 * as the app's screens are (in the language test/setup.ts activates).
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach } from 'vitest';

const mounted: { root: Root; container: HTMLElement }[] = [];

export function renderUi(ui: ReactNode) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>));
  mounted.push({ root, container });
  return { container };
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
});
