/**
 * The front door of the unit module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { rosterKeyOf } from './services/roster';
export type { Caller, RosterUnit, default as rosterService } from './services/roster';
export type { default as unitService } from './services/unit';
