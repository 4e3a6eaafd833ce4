/**
 * "My Account": a verified owner's balance, open charges, entries and monthly statements for each
 * unit they own (GET /api/ledger/units/mine), with a choice of unit when they own several, and the
 * association's "Pay online" link where it has one. The calls decide who may read it: anyone else
 * (a tenant, an owner not yet verified) reads the server's refusal, whole, in place of the account.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageOf } from '@hearth/common';
import { isApiError } from '../../shared/api';
import { usePageVisit } from '../../shared/auth/usePageVisit';
import { registryLabel } from '../../shared/i18n/labels';
import { LoadFailed, Message, Page, Panel, SelectField } from '../../shared/ui';
import { myUnitsQuery, unitLedgerQuery } from './api';
import { EstoppelPanel } from './EstoppelPanel';
import { LedgerView } from './LedgerView';
import { PayOnline } from './PayOnline';
import { StatementsPanel } from './StatementsPanel';
import styles from './Ledger.module.css';

const TITLE = pageOf('/my-account').title ?? 'My Account';

export default function MyAccountPage() {
  usePageVisit(TITLE);
  const { t, i18n } = useLingui();
  const mine = useQuery(myUnitsQuery());
  const units = mine.data?.map((owned) => owned.unit) ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  const unit = units.find((u) => u.id === chosen) ?? units[0] ?? null;
  const ledger = useQuery(unitLedgerQuery(unit?.id ?? null));
  // A refusal says why (not an owner, not yet verified): shown whole. Anything else may be retried.
  const refusal = (error: Error) => isApiError(error) && error.status < 500;
  const count = units.length;
  const unitNumber = ledger.data?.unit.number;
  const street = ledger.data?.unit.street;
  return (
    <Page title={registryLabel(i18n, TITLE)}>
      {units.length > 1 ? (
        <div className={styles.unitPicker}>
          <SelectField
            label={t`Unit`}
            hint={t`You own ${count} units: choose the one whose account to read.`}
            value={String(unit?.id ?? '')}
            onChange={(e) => setChosen(Number(e.target.value))}
            options={units.map((u) => ({ value: String(u.id), label: `${u.number} ${u.street}` }))}
          />
        </div>
      ) : null}
      {mine.isPending ? (
        <p role="status">
          <Trans>Loading your account…</Trans>
        </p>
      ) : mine.isError && !refusal(mine.error) ? (
        <LoadFailed what={t`your units`} error={mine.error} onRetry={() => void mine.refetch()} />
      ) : mine.isError ? (
        <Message tone="warning" role="alert">
          {mine.error.message}
        </Message>
      ) : !unit ? (
        <Message tone="info">
          <Trans>The roster names no unit of yours, so there is no account to show.</Trans>
        </Message>
      ) : ledger.isPending ? (
        <p role="status">
          <Trans>Loading your account…</Trans>
        </p>
      ) : ledger.isError ? (
        <Message tone="warning" role="alert">
          {ledger.error.message}
        </Message>
      ) : (
        <Panel title={t`Unit ${unitNumber} ${street}`} as="h2">
          <PayOnline />
          <LedgerView ledger={ledger.data} headingLevel="h3" />
          <StatementsPanel unit={ledger.data.unit} />
        </Panel>
      )}
      {ledger.isSuccess && unit ? <EstoppelPanel units={units} unitId={unit.id} /> : null}
    </Page>
  );
}
