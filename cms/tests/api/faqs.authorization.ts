/** The FAQs' calls in the authorization table (docs/authorization.md; collected by authorization-rows.ts). */
import type { Row } from './authorization-rows';

export const ROWS: Row[] = [
  { call: 'GET /api/faq', who: 'authenticated' },
  { call: 'POST /api/faq/add', who: 'superUser', json: () => ({}) },
  { call: 'PUT /api/faq/update', who: 'superUser', json: () => ({}) },
];
