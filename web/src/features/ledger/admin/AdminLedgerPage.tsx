/**
 * "Admin: Owner Accounts": the board reads each unit's ledger and the aging report; administrators
 * and the board's treasurer post a period's assessments, record payments and reverse entries (the
 * server refuses the other directors, and the screen shows its message whole). Every form asks
 * before typed text is lost and says in a toast what happened.
 */
import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_SCREENS, isRealDay, LedgerMessages, type AssessmentRun, type LedgerTransaction, type RosterUnitView } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useAuth } from '../../../shared/auth';
import { usePageVisit } from '../../../shared/auth/usePageVisit';
import { todayIso } from '../../../shared/format';
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
    return unit ? unitLabel(unit) : `unit ${id}`;
  };
  // Any posting changes balances and the aging report alike.
  const refresh = () => client.invalidateQueries({ queryKey: ledgerKeys.all });

  const post = useMutation({
    mutationFn: postAssessments,
    onSuccess: (result) => {
      setRun(result);
      setPostedCount((n) => n + 1);
      toast.success(
        `The ${result.kind === 'assessment' ? 'assessments' : 'special assessments'} for ${result.period} were posted: ${formatCents(result.totalCents)} shared among ${result.posted} units.`,
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
      toast.success(
        `The payment of ${formatCents(-result.transaction.amountCents)} from ${unit === null ? 'the unit' : nameOf(unit)} was recorded (entry ${result.transaction.id}): ${formatCents(applied)} paid charges${result.creditCents ? `, ${formatCents(result.creditCents)} held as credit` : ''}.`,
      );
      if (unit !== null) setUnitId(unit);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  return (
    <Page title={TITLE}>
      <UnsavedChangesGuard rows={false} form={forms.dirty} />
      <Panel title="Post a period's assessments" as="h2">
        <UnsavedFormReporter value={forms.reporterFor('assessments')}>
          <AssessmentForm busy={post.isPending} onPost={(request) => post.mutate(request)} posted={postedCount} />
        </UnsavedFormReporter>
        {run && <AssessmentShares run={run} nameOf={nameOf} />}
      </Panel>
      <Panel title="Record a payment" as="h2">
        {units.isError ? (
          <LoadFailed what="the units" error={units.error} onRetry={() => void units.refetch()} />
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
  return (
    <Table
      caption={`Shares posted for ${run.period}: ${formatCents(run.totalCents)} among ${run.posted} units`}
      columns={['Unit', 'Share', 'Entry']}
    >
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
  const toast = useToast();
  const ledger = useQuery(unitLedgerQuery(unitId));
  const [reversing, setReversing] = useState<LedgerTransaction | null>(null);
  const reverse = useMutation({
    mutationFn: ({ id, reason, returnedPaymentFee }: { id: number; reason: string; returnedPaymentFee: boolean }) =>
      reverseTransaction(id, { reason, returnedPaymentFee }),
    onSuccess: (result) => {
      setReversing(null);
      toast.success(
        `Entry ${result.reversal.reversesId} was reversed (entry ${result.reversal.id})${result.fee ? `; a returned-payment fee of ${formatCents(result.fee.amountCents)} was charged` : ''}.`,
      );
      void onChanged();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  return (
    <Panel title="Unit ledger" as="h2">
      <div className={styles.unitPicker}>
        <SelectField
          label="Unit"
          placeholder="Choose a unit"
          value={unitId === null ? '' : String(unitId)}
          onChange={(e) => onUnit(e.target.value ? Number(e.target.value) : null)}
          options={units.map((u) => ({ value: String(u.id), label: unitLabel(u) }))}
        />
      </div>
      {unitId === null ? null : ledger.isPending ? (
        <p role="status">Loading the ledger…</p>
      ) : ledger.isError ? (
        <Message tone="error" role="alert">
          {ledger.error.message}
        </Message>
      ) : (
        <>
          <p>
            Unit {unitLabel(ledger.data.unit)}: {balanceWords(ledger.data.balanceCents)}.
          </p>
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
  const [typed, setTyped] = useState(todayIso(useAssociationZone()));
  const [asOf, setAsOf] = useState(typed);
  const [problem, setProblem] = useState<string | null>(null);
  const aging = useQuery(agingQuery(asOf));
  const show = (event: FormEvent) => {
    event.preventDefault();
    const day = typed.trim();
    if (!isRealDay(day)) {
      setProblem(LedgerMessages.asOf.replace('asOf', 'the date'));
      return;
    }
    setProblem(null);
    setAsOf(day);
  };
  const totals = aging.data?.totals;
  return (
    <Panel title="Aging report" as="h2">
      <form className={styles.form} onSubmit={show} noValidate aria-label="Aging report as of a date">
        <DateField label="As of" value={typed} onChange={(e) => setTyped(e.target.value)} error={problem ?? undefined} />
        <div>
          <Button type="submit" variant="secondary">
            Show the report
          </Button>
        </div>
      </form>
      {aging.isPending ? (
        <p role="status">Loading the report…</p>
      ) : aging.isError ? (
        <LoadFailed what="the aging report" error={aging.error} onRetry={() => void aging.refetch()} />
      ) : (
        <Table
          caption={`Amounts owed as of ${aging.data.asOf}, by days past due`}
          columns={['Unit', 'Current', '31–60 days', '61–90 days', 'Over 90 days', 'Total']}
        >
          <tbody>
            {aging.data.units.length === 0 && (
              <tr>
                <td colSpan={6}>No unit owes anything on that day.</td>
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
                <th scope="row">All units</th>
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
