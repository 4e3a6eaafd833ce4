/**
 * The front door of the service-request module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export type { default as serviceRequestService } from './services/service-request';
