/**
 * The front door of the site-setting module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export type { default as settingsService } from './services/settings';
export { defaultLanguageOf } from './services/default-language';
