/**
 * "My Account": a verified owner's balance, open charges and entries for the unit they own. The
 * call decides who may read it (the unit's verified owners and the board): anyone else reads the
 * server's refusal, whole, in place of the account.
 */
import { useQuery } from '@tanstack/react-query';
import { pageOf } from '@hearth/common';
import { standingQuery } from '../../shared/api';
import { useAuth } from '../../shared/auth';
import { usePageVisit } from '../../shared/auth/usePageVisit';
import { LoadFailed, Message, Page, Panel } from '../../shared/ui';
import { unitLedgerQuery } from './api';
import { LedgerView } from './LedgerView';

const TITLE = pageOf('/my-account').title ?? 'My Account';

export default function MyAccountPage() {
  const { userId } = useAuth();
  usePageVisit(TITLE);
  const standing = useQuery(standingQuery(userId));
  const unit = standing.data?.unit ?? null;
  const ledger = useQuery(unitLedgerQuery(unit?.id ?? null));
  return (
    <Page title={TITLE}>
      {standing.isPending ? (
        <p role="status">Loading your account…</p>
      ) : standing.isError ? (
        <LoadFailed what="your unit" error={standing.error} onRetry={() => void standing.refetch()} />
      ) : !unit ? (
        <Message tone="info">The roster names no unit of yours, so there is no account to show.</Message>
      ) : ledger.isPending ? (
        <p role="status">Loading your account…</p>
      ) : ledger.isError ? (
        // The server's refusal says why (not an owner, not yet verified, not this unit's): shown whole.
        <Message tone="warning" role="alert">
          {ledger.error.message}
        </Message>
      ) : (
        <Panel title={`Unit ${ledger.data.unit.number} ${ledger.data.unit.street}`} as="h2">
          <LedgerView ledger={ledger.data} headingLevel="h3" />
        </Panel>
      )}
    </Page>
  );
}
