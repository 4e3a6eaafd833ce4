import { idempotent, route } from '../../../platform/routes';

/**
 * Owners' accounts, the reports (docs/api.md "Owners' accounts", docs/authorization.md): an owner's
 * own units for its verified owners; the delinquency list, the journal export and the trial balance
 * for the board; a special assessment from a carried vote for the ledger's writers (the service
 * tells the treasurer from the other directors). Strapi loads this file before routes/ledger.ts (by
 * name), so `/ledger/units/mine` is matched before `/ledger/units/:id` would take it as an id; the
 * owners' test of `mine` fails if that ever changes.
 */
export default {
  routes: [
    route('GET', '/ledger/units/mine', 'ledger-reports.mine', 'authenticated'),
    route('GET', '/ledger/delinquency', 'ledger-reports.delinquency', 'superUser'),
    route('GET', '/ledger/journal.csv', 'ledger-reports.journalCsv', 'superUser'),
    route('GET', '/ledger/trial-balance', 'ledger-reports.trialBalance', 'superUser'),
    idempotent(route('POST', '/ledger/special-assessments', 'ledger-reports.fromVote', 'superUser')),
  ],
};
