import { idempotent, route } from '../../../platform/routes';

/**
 * Owners' accounts (docs/api.md "Owners' accounts", docs/authorization.md): a unit's ledger for its
 * verified owners and the board; writes for administrators and the board's treasurer (the service
 * tells a treasurer from the other directors).
 */
export default {
  routes: [
    route('GET', '/ledger/units/:id', 'ledger.unit', 'authenticated'),
    route('GET', '/ledger/aging', 'ledger.aging', 'superUser'),
    idempotent(route('POST', '/ledger/charges', 'ledger.charge', 'superUser')),
    idempotent(route('POST', '/ledger/assessments/post', 'ledger.postPeriod', 'superUser')),
    idempotent(route('POST', '/ledger/payments', 'ledger.pay', 'superUser')),
    idempotent(route('POST', '/ledger/transactions/:id/reverse', 'ledger.reverse', 'superUser')),
    idempotent(route('POST', '/ledger/journal', 'ledger.journal', 'superUser')),
  ],
};
