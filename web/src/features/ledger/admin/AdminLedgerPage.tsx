/**
 * "Admin: Owner Accounts": the board reads each unit's ledger and the aging report; administrators
 * and the board's treasurer post a period's assessments, record payments and reverse entries (the
 * server refuses the other directors, and the screen shows its message whole). Every form asks
 * before typed text is lost and says in a toast what happened.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { ADMIN_SCREENS, isRealDay, type AssessmentRun, type LedgerTransaction, type RosterUnitView } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useAuth } from '../../../shared/auth';
import { usePageVisit } from '../../../shared/auth/usePageVisit';
import { todayIso } from '../../../shared/format';
import { registryLabel } from '../../../shared/i18n/labels';
import { useAssociationZone } from '../../../shared/hooks/useSiteSettings';
import { Button, DateField, LoadFailed, Message, NotAllowed, Page, Panel, SelectField, Table, useToast } from '../../../shared/ui';
import { UnsavedChangesGuard } from '../../../shared/unsaved/UnsavedChangesGuard';
import { UnsavedFormReporter, useFormsOnScreen } from '../../../shared/unsaved/unsavedForm';
import { ledgerKeys, rosterUnitsQuery, unitLedgerQuery } from '../api';
import { agingQuery, postAssessments, recordPayment, reverseTransaction } from './api';
import { AssessmentForm, PaymentForm, unitLabel } from './LedgerForms';
import { balanceWords, LedgerView } from '../LedgerView';
import { formatCents } from '../money';
import { ReverseDialog } from './ReverseDialog';
import { IssueStatementsPanel } from './IssueStatementsPanel';
import { EstoppelAdminPanel } from './EstoppelAdminPanel';
import styles from '../Ledger.module.css';

const TITLE = ADMIN_SCREENS.ledger.title;

export default function AdminLedgerPage() {
  const { isSuperUser } = useAuth();
  usePageVisit(isSuperUser ? TITLE : null);
  if (!isSuperUser) return <NotAllowed />;
  return <AdminLedger />;
}

function AdminLedger() {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const toast = useToast();
  const forms = useFormsOnScreen();
  const units = useQuery(rosterUnitsQuery());
  const [unitId, setUnitId] = useState<number | null>(null);
  const [run, setRun] = useState<AssessmentRun | null>(null);
  const [postedCount, setPostedCount] = useState(0);
  const [recordedCount, setRecordedCount] = useState(0);
  const roster = units.data ?? [];
  const nameOf = (id: number) => {
    const unit = roster.find((u) => u.id === id);
    return unit ? unitLabel(unit) : t`unit ${id}`;
  };
  // Any posting changes balances and the aging report alike.
  const refresh = () => client.invalidateQueries({ queryKey: ledgerKeys.all });

  const post = useMutation({
    mutationFn: postAssessments,
    onSuccess: (result) => {
      setRun(result);
      setPostedCount((n) => n + 1);
      const { period, posted: count } = result;
      const total = formatCents(result.totalCents);
      toast.success(
        result.kind === 'assessment'
          ? t`The assessments for ${period} were posted: ${total} shared among ${count} units.`
          : t`The special assessments for ${period} were posted: ${total} shared among ${count} units.`,
      );
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const pay = useMutation({
    mutationFn: recordPayment,
    onSuccess: (result) => {
      const unit = result.transaction.unitId;
      setRecordedCount((n) => n + 1);
      const applied = result.applied.reduce((sum, a) => sum + a.amountCents, 0);
      const amount = formatCents(-result.transaction.amountCents);
      const from = unit === null ? t`the unit` : nameOf(unit);
      const entry = result.transaction.id;
      const paid = formatCents(applied);
      const credit = formatCents(result.creditCents);
      toast.success(
        result.creditCents
          ? t`The payment of ${amount} from ${from} was recorded (entry ${entry}): ${paid} paid charges, ${credit} held as credit.`
          : t`The payment of ${amount} from ${from} was recorded (entry ${entry}): ${paid} paid charges.`,
      );
      if (unit !== null) setUnitId(unit);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <Page title={registryLabel(i18n, TITLE)}>
      <UnsavedChangesGuard rows={false} form={forms.dirty} />
      <Panel title={t`Post a period's assessments`} as="h2">
        <UnsavedFormReporter value={forms.reporterFor('assessments')}>
          <AssessmentForm busy={post.isPending} onPost={(request) => post.mutate(request)} posted={postedCount} />
        </UnsavedFormReporter>
        {run && <AssessmentShares run={run} nameOf={nameOf} />}
      </Panel>
      <Panel title={t`Record a payment`} as="h2">
        {units.isError ? (
          <LoadFailed what={t`the units`} error={units.error} onRetry={() => void units.refetch()} />
        ) : (
          <UnsavedFormReporter value={forms.reporterFor('payment')}>
            <PaymentForm units={roster} busy={pay.isPending} onRecord={(request) => pay.mutate(request)} recorded={recordedCount} />
          </UnsavedFormReporter>
        )}
      </Panel>
      <UnitLedgerPanel units={roster} unitId={unitId} onUnit={setUnitId} onChanged={refresh} />
      <AgingPanel />
      <IssueStatementsPanel />
      <UnsavedFormReporter value={forms.reporterFor('estoppel')}>
        <EstoppelAdminPanel />
      </UnsavedFormReporter>
    </Page>
  );
}

function AssessmentShares({ run, nameOf }: { run: AssessmentRun; nameOf: (id: number) => string }) {
  const { t } = useLingui();
  const { period, posted: count } = run;
  const total = formatCents(run.totalCents);
  return (
    <Table caption={t`Shares posted for ${period}: ${total} among ${count} units`} columns={[t`Unit`, t`Share`, t`Entry`]}>
      <tbody>
        {run.shares.map((share) => (
          <tr key={share.unitId}>
            <td>{nameOf(share.unitId)}</td>
            <td className={styles.money}>{formatCents(share.amountCents)}</td>
            <td>{share.transactionId}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function UnitLedgerPanel({
  units,
  unitId,
  onUnit,
  onChanged,
}: {
  units: readonly RosterUnitView[];
  unitId: number | null;
  onUnit: (id: number | null) => void;
  onChanged: () => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const ledger = useQuery(unitLedgerQuery(unitId));
  const [reversing, setReversing] = useState<LedgerTransaction | null>(null);
  const unitName = ledger.data ? unitLabel(ledger.data.unit) : '';
  const balance = ledger.data ? balanceWords(i18n, ledger.data.balanceCents) : '';
  const reverse = useMutation({
    mutationFn: ({ id, reason, returnedPaymentFee }: { id: number; reason: string; returnedPaymentFee: boolean }) =>
      reverseTransaction(id, { reason, returnedPaymentFee }),
    onSuccess: (result) => {
      setReversing(null);
      const reversed = result.reversal.reversesId;
      const entry = result.reversal.id;
      const fee = result.fee ? formatCents(result.fee.amountCents) : null;
      toast.success(
        fee
          ? t`Entry ${reversed} was reversed (entry ${entry}); a returned-payment fee of ${fee} was charged.`
          : t`Entry ${reversed} was reversed (entry ${entry}).`,
      );
      void onChanged();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Panel title={t`Unit ledger`} as="h2">
      <div className={styles.unitPicker}>
        <SelectField
          label={t`Unit`}
          placeholder={t`Choose a unit`}
          value={unitId === null ? '' : String(unitId)}
          onChange={(e) => onUnit(e.target.value ? Number(e.target.value) : null)}
          options={units.map((u) => ({ value: String(u.id), label: unitLabel(u) }))}
        />
      </div>
      {unitId === null ? null : ledger.isPending ? (
        <p role="status">
          <Trans>Loading the ledger…</Trans>
        </p>
      ) : ledger.isError ? (
        <Message tone="error" role="alert">
          {ledger.error.message}
        </Message>
      ) : (
        <>
          <p>{t`Unit ${unitName}: ${balance}.`}</p>
          <LedgerView ledger={ledger.data} headingLevel="h3" onReverse={setReversing} />
        </>
      )}
      {reversing && (
        <ReverseDialog
          transaction={reversing}
          busy={reverse.isPending}
          onReverse={(request) => reverse.mutate({ id: reversing.id, ...request })}
          onClose={() => setReversing(null)}
        />
      )}
    </Panel>
  );
}

function AgingPanel() {
  const { t } = useLingui();
  const [typed, setTyped] = useState(todayIso(useAssociationZone()));
  const [asOf, setAsOf] = useState(typed);
  const [problem, setProblem] = useState<string | null>(null);
  const aging = useQuery(agingQuery(asOf));
  const show = (event: FormEvent) => {
    event.preventDefault();
    const day = typed.trim();
    if (!isRealDay(day)) {
      setProblem(t`Write the date as YYYY-MM-DD, a day that exists.`);
      return;
    }
    setProblem(null);
    setAsOf(day);
  };
  const totals = aging.data?.totals;
  const asOfDay = aging.data?.asOf;
  return (
    <Panel title={t`Aging report`} as="h2">
      <form className={styles.form} onSubmit={show} noValidate aria-label={t`Aging report as of a date`}>
        <DateField label={t`As of`} value={typed} onChange={(e) => setTyped(e.target.value)} error={problem ?? undefined} />
        <div>
          <Button type="submit" variant="secondary">
            <Trans>Show the report</Trans>
          </Button>
        </div>
      </form>
      {aging.isPending ? (
        <p role="status">
          <Trans>Loading the report…</Trans>
        </p>
      ) : aging.isError ? (
        <LoadFailed what={t`the aging report`} error={aging.error} onRetry={() => void aging.refetch()} />
      ) : (
        <Table
          caption={t`Amounts owed as of ${asOfDay}, by days past due`}
          columns={[t`Unit`, t`Current`, t`31–60 days`, t`61–90 days`, t`Over 90 days`, t`Total`]}
        >
          <tbody>
            {aging.data.units.length === 0 && (
              <tr>
                <td colSpan={6}>
                  <Trans>No unit owes anything on that day.</Trans>
                </td>
              </tr>
            )}
            {aging.data.units.map((row) => (
              <tr key={row.unitId}>
                <td>{unitLabel(row)}</td>
                <td className={styles.money}>{formatCents(row.current)}</td>
                <td className={styles.money}>{formatCents(row.days31to60)}</td>
                <td className={styles.money}>{formatCents(row.days61to90)}</td>
                <td className={styles.money}>{formatCents(row.over90)}</td>
                <td className={styles.money}>{formatCents(row.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          {totals && (
            <tfoot>
              <tr>
                <th scope="row">
                  <Trans>All units</Trans>
                </th>
                <td className={styles.money}>{formatCents(totals.current)}</td>
                <td className={styles.money}>{formatCents(totals.days31to60)}</td>
                <td className={styles.money}>{formatCents(totals.days61to90)}</td>
                <td className={styles.money}>{formatCents(totals.over90)}</td>
                <td className={styles.money}>{formatCents(totals.totalCents)}</td>
              </tr>
            </tfoot>
          )}
        </Table>
      )}
    </Panel>
  );
}
