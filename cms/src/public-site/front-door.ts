/**
 * The front door of the public-site module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { default as webApp } from './web-app';
