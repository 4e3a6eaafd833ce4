/** A Lingui catalog, compiled by @lingui/vite-plugin when imported (web/lingui.config.ts). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
