import { route } from '../../../platform/routes';

/** Votes (docs/api.md, "Votes"); who may cast a ballot or name a proxy is decided from the roster in the service. */
export default {
  routes: [
    route('GET', '/votes', 'vote.list', 'authenticated'),
    route('POST', '/votes', 'vote.create', 'superUser'),
    route('GET', '/votes/:id', 'vote.detail', 'authenticated'),
    route('PUT', '/votes/:id', 'vote.update', 'superUser'),
    route('DELETE', '/votes/:id', 'vote.cancel', 'superUser'),
    route('POST', '/votes/:id/ballots', 'vote.cast', 'authenticated'),
    route('POST', '/votes/:id/paper-ballots', 'vote.paperBallot', 'admin'),
    route('POST', '/votes/:id/proxy', 'vote.appointProxy', 'authenticated'),
    route('DELETE', '/votes/:id/proxy', 'vote.revokeProxy', 'authenticated'),
    route('GET', '/votes/:id/results', 'vote.results', 'authenticated'),
    route('GET', '/votes/:id/results/csv', 'vote.resultsCsv', 'authenticated'),
    route('GET', '/votes/:id/results/pdf', 'vote.resultsPdf', 'authenticated'),
    route('GET', '/votes/:id/recount', 'vote.recount', 'admin'),
    route('POST', '/votes/:id/receipt-check', 'vote.checkReceipt', 'authenticated'),
    route('GET', '/votes/:id/participation', 'vote.participation', 'superUser'),
    route('POST', '/votes/:id/close', 'vote.close', 'superUser'),
    route('GET', '/units/:id/open-votes', 'vote.openVotesHolding', 'superUser'),
  ],
};
