/** The official records' calls added beside the central table (docs/authorization.md; collected by authorization-rows.ts). */
import type { Row } from './authorization-rows';

export const ROWS: Row[] = [
  // Frozen records hold a unit's figures: the board's and the unit's verified owners' (checked in the service, 404 otherwise).
  { call: 'GET /api/records/frozen/:kind/:id', who: 'authenticated' },
  { call: 'GET /api/records/frozen/:kind/:id/pdf', who: 'authenticated' },
];
