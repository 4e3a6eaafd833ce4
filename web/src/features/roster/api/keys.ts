/**
 * The roster's query keys. The units and users lists hold unsaved edits, so their keys are their
 * own: a change elsewhere never refetches them.
 */
export const rosterKeys = {
  units: () => ['admin', 'units'] as const,
  users: () => ['admin', 'users'] as const,
  waitingAccounts: () => ['admin', 'waiting-accounts'] as const,
  /** The votes, read by the roster's own query under the votes' key, so a vote's change refreshes it here too. */
  votes: () => ['votes', 'for-roster'] as const,
};
