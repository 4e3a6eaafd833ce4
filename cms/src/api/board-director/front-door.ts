/**
 * The front door of the board-director module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export type { default as boardService } from './services/board';
export type { default as directorRulesService } from './services/director-rules';
