/**
 * "My Account": a verified owner's balance, open charges and entries for the unit they own, with a
 * choice of unit when they own several (ownUnits). The call decides who may read it (the unit's
 * verified owners and the board): anyone else reads the server's refusal, whole, in place of the account.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageOf } from '@hearth/common';
import { myProfileQuery, standingQuery } from '../../shared/api';
import { useAuth } from '../../shared/auth';
import { usePageVisit } from '../../shared/auth/usePageVisit';
import { LoadFailed, Message, Page, Panel, SelectField } from '../../shared/ui';
import { rosterUnitsQuery, unitLedgerQuery } from './api';
import { LedgerView } from './LedgerView';
import { ownUnits } from './ownUnits';
import styles from './Ledger.module.css';

const TITLE = pageOf('/my-account').title ?? 'My Account';

export default function MyAccountPage() {
  const { userId, isSuperUser } = useAuth();
  usePageVisit(TITLE);
  const standing = useQuery(standingQuery(userId));
  // The board reads the roster: a board member who owns several units finds each there. Without it
  // (a failure, or a resident) the standing's unit is offered alone, so its failure is not shown.
  const profile = useQuery({ ...myProfileQuery(userId), enabled: isSuperUser && userId !== null });
  const roster = useQuery({ ...rosterUnitsQuery(), enabled: isSuperUser, meta: { silentError: true } });
  const units = ownUnits(standing.data?.unit ?? null, roster.data, profile.data?.id ?? null);
  const [chosen, setChosen] = useState<number | null>(null);
  const unit = units.find((u) => u.id === chosen) ?? units[0] ?? null;
  const ledger = useQuery(unitLedgerQuery(unit?.id ?? null));
  return (
    <Page title={TITLE}>
      {units.length > 1 ? (
        <div className={styles.unitPicker}>
          <SelectField
            label="Unit"
            hint={`You own ${units.length} units: choose the one whose account to read.`}
            value={String(unit?.id ?? '')}
            onChange={(e) => setChosen(Number(e.target.value))}
            options={units.map((u) => ({ value: String(u.id), label: `${u.number} ${u.street}` }))}
          />
        </div>
      ) : null}
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
