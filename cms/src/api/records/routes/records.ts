import { route } from '../../../platform/routes';

export default {
  routes: [
    // Visitors see the public records; a signed-in caller's reader level (owner, board) is the roster's answer.
    route('GET', '/records', 'records.index', 'public-with-caller'),
    route('GET', '/records/categories', 'records.categories', 'public'),
    route('GET', '/records/:id/file', 'records.file', 'public-with-caller'),
    // Frozen records hold a unit's figures: the board's, and the unit's verified owners' (checked in the service; 404 otherwise).
    route('GET', '/records/frozen/:kind/:id', 'records.frozenText', 'authenticated'),
    route('GET', '/records/frozen/:kind/:id/pdf', 'records.frozenPdf', 'authenticated'),
    route('POST', '/records/post', 'records.post', 'superUser'),
    route('GET', '/records/compliance', 'records.compliance', 'superUser'),
    route('GET', '/records/compliance.csv', 'records.complianceCsv', 'superUser'),
    route('GET', '/records/compliance.pdf', 'records.compliancePdf', 'superUser'),
    // Owners the roster confirms ask (checked in the service); directors answer.
    route('POST', '/records/requests', 'records.request', 'authenticated'),
    route('GET', '/records/requests', 'records.requests', 'authenticated'),
    route('POST', '/records/requests/:id/answer', 'records.answer', 'superUser'),
  ],
};
