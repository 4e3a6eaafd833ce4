/**
 * The front door of the file module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { answerRange } from './range';
export { readHead, sniff } from './services/file';
export type { default as fileService } from './services/file';
export { privateFileExists, uploadedFileExists } from './storage';
export { fileStore } from './store/index';
export type { PrivateImageArea, StoredArea } from './store/types';
