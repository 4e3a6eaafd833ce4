import { idempotent, route } from '../../../platform/routes';

/**
 * Owners' accounts, after the core (docs/api.md "Owners' accounts", docs/authorization.md): late
 * fees and hardship suspensions for the board; statements for the unit's verified owners and the
 * board; estoppel requests by a verified owner for their unit, or recorded by the board, issued by
 * an administrator or the treasurer (the service tells a treasurer from the other directors).
 */
export default {
  routes: [
    idempotent(route('POST', '/ledger/late-fees/run', 'dues.runLateFees', 'superUser')),
    route('GET', '/ledger/hardships', 'dues.hardships', 'superUser'),
    idempotent(route('POST', '/ledger/units/:unitId/hardship', 'dues.suspend', 'superUser')),
    route('DELETE', '/ledger/units/:unitId/hardship', 'dues.lift', 'superUser'),
    idempotent(route('POST', '/ledger/statements/issue', 'dues.issueStatements', 'superUser')),
    route('GET', '/ledger/units/:unitId/statements', 'dues.statements', 'authenticated'),
    route('GET', '/ledger/units/:unitId/statements/:period', 'dues.statement', 'authenticated'),
    route('GET', '/ledger/units/:unitId/statements/:period/pdf', 'dues.statementPdf', 'authenticated'),
    idempotent(route('POST', '/ledger/estoppels', 'dues.requestEstoppel', 'authenticated')),
    route('GET', '/ledger/estoppels', 'dues.estoppels', 'authenticated'),
    route('GET', '/ledger/estoppels/:id', 'dues.estoppel', 'authenticated'),
    idempotent(route('POST', '/ledger/estoppels/:id/issue', 'dues.issueEstoppel', 'superUser')),
    route('GET', '/ledger/estoppels/:id/pdf', 'dues.estoppelPdf', 'authenticated'),
  ],
};
