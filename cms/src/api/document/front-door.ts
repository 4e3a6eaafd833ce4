/**
 * The front door of the document module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { documentAnnouncements } from './announcements';
export { approveDraftMinutes, asDraftMinutes } from './services/document-rules';
export type { default as documentService } from './services/document';
