/** A records request as the server answers it (docs/api.md, records), for the records pages' tests. */
import type { RecordsRequest } from '@hearth/common';

export const recordsRequest = (change: Partial<RecordsRequest>): RecordsRequest => ({
  id: 7,
  category: 'minutes',
  categoryLabel: 'Minutes',
  kind: 'inspect',
  message: '',
  requestedBy: 'Jane Doe',
  unit: '101',
  askedAt: '2026-11-20T10:00:00.000Z',
  deadline: '2026-12-04',
  daysLeft: 5,
  businessDays: true,
  citation: '§718.111(12)(c)1',
  status: 'open',
  answeredAt: null,
  answeredBy: null,
  answerDocuments: [],
  inspectionDate: null,
  answerNote: '',
  late: false,
  ...change,
});
