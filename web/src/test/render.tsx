/**
 * Renders with web/'s own React 19 (react-dom/client resolved from this file), for tests of the
 * screens; queries come from @testing-library/dom, which works on any DOM.
 */
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

const mounted: { root: Root; container: HTMLElement }[] = [];

export function renderUi(ui: ReactNode) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  act(() => root.render(ui));
  mounted.push({ root, container });
  return { container };
}

afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    root.unmount();
    container.remove();
  }
});
