/**
 * The front door of the amenity module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { amenityOf, lockAmenityRow, numberOr } from './services/amenities';
export type { AmenityRow } from './services/amenities';
