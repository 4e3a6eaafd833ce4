/**
 * The front door of the archive module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { publicUploadRows } from './services/archive';
