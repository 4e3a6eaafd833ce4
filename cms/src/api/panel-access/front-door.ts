/**
 * The front door of the panel-access module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { panelUserMinutesAccess } from './minutes-condition';
export { panelLinks } from './panel-links';
export type { PanelSignInVerdict } from './services/panel-two-factor';
export { bootstrapPanelAccess, registerPanelAccess } from './setup';
export { withContentCheck } from './upload-check';
export type { default as editorAccountsService } from './services/editor-accounts';
export type { default as panelTwoFactorService } from './services/panel-two-factor';
