/**
 * "Admin: Owner Accounts", estoppel certificates: every request (any unit) with its statutory
 * deadline counted and the overdue ones marked; the board records a request for a title company or
 * a closing agent (or an owner who asked in person); an administrator or the treasurer issues a
 * requested certificate after the dialog asks (the server refuses the other directors, and the
 * toast shows its message whole).
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { ESTOPPEL_REQUESTER_LABELS, type EstoppelRequestInput, type EstoppelRequestView, type RosterUnitView } from '@hearth/common';
import { errorMessage } from '../../../shared/api';
import { useCommonText } from '../../../shared/i18n';
import { todayIso } from '../../../shared/format';
import { useAssociationZone } from '../../../shared/hooks/useSiteSettings';
import { Button, DateField, LoadFailed, Message, Panel, SelectField, Table, TextField, useToast } from '../../../shared/ui';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';
import { ledgerKeys, rosterUnitsQuery } from '../api';
import { estoppelsQuery, issueEstoppel, requestEstoppel } from '../estoppelApi';
import { estoppelFormSchema, type EstoppelFormValues } from '../estoppelForm';
import { CertificateView, Deadline, RequesterWords, StatusWords, isOverdue } from '../EstoppelViews';
import { formatCents } from '../money';
import { IssueEstoppelDialog } from './IssueEstoppelDialog';
import { unitLabel } from './LedgerForms';
import styles from '../Estoppel.module.css';

export function EstoppelAdminPanel() {
  const { t } = useLingui();
  const client = useQueryClient();
  const toast = useToast();
  const units = useQuery(rosterUnitsQuery());
  const requests = useQuery(estoppelsQuery());
  const [recorded, setRecorded] = useState(0);
  const [issuing, setIssuing] = useState<EstoppelRequestView | null>(null);
  const roster = units.data ?? [];
  const nameOf = (id: number) => {
    const unit = roster.find((u) => u.id === id);
    return unit ? unitLabel(unit) : t`unit ${id}`;
  };
  // Issuing posts the fee: balances and the aging report change with the requests.
  const refresh = () => client.invalidateQueries({ queryKey: ledgerKeys.all });
  const record = useMutation({
    mutationFn: requestEstoppel,
    onSuccess: (request) => {
      setRecorded((n) => n + 1);
      const { id, dueOn } = request;
      const unit = nameOf(request.unitId);
      toast.success(t`Request ${id} for unit ${unit} was recorded: the certificate is due on ${dueOn}.`);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const issue = useMutation({
    mutationFn: issueEstoppel,
    onSuccess: (request) => {
      setIssuing(null);
      const { id } = request;
      const fee = formatCents(request.certificate?.feeCents ?? 0);
      const charge = request.feeChargeId ?? 0;
      toast.success(
        request.feeChargeId === null
          ? t`Certificate ${id} was issued, with no fee.`
          : t`Certificate ${id} was issued; its fee of ${fee} was posted to the unit's ledger (entry ${charge}).`,
      );
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const issueLabel = (id: number) => t`Issue certificate ${id}`;
  const list = requests.data ?? [];
  const overdue = list.filter(isOverdue).length;
  return (
    <Panel title={t`Estoppel certificates`} as="h2">
      <h3>{t`Record a request`}</h3>
      <EstoppelRecordForm units={roster} busy={record.isPending} recorded={recorded} onRecord={(request) => record.mutate(request)} />
      <h3>{t`Requests`}</h3>
      {requests.isPending ? (
        <p role="status">{t`Loading the requests…`}</p>
      ) : requests.isError ? (
        <LoadFailed what={t`the estoppel requests`} error={requests.error} onRetry={() => void requests.refetch()} />
      ) : list.length === 0 ? (
        <Message tone="info">{t`No estoppel certificate has been requested.`}</Message>
      ) : (
        <>
          {overdue > 0 && (
            <Message tone="warning">{t`Requests past their deadline and not issued: ${overdue}. Where the statute says so, no fee may be charged for them.`}</Message>
          )}
          <Table
            caption={t`Estoppel requests, open ones first, by deadline`}
            columns={[t`Request`, t`Unit`, t`Requester`, t`Closing date`, t`Deadline`, t`Fee`, t`Status`, t`Action`]}
          >
            <tbody>
              {list.map((r) => (
                <tr key={r.id}>
                  <td>{r.id}</td>
                  <td>{nameOf(r.unitId)}</td>
                  <td>
                    <RequesterWords requester={r.requester} />
                  </td>
                  <td>{r.closingOn}</td>
                  <td>
                    <Deadline request={r} />
                  </td>
                  <td className={styles.money}>{formatCents(r.feeCents)}</td>
                  <td>
                    <StatusWords request={r} />
                  </td>
                  <td>
                    {r.status === 'requested' && (
                      <Button variant="secondary" onClick={() => setIssuing(r)}>
                        {issueLabel(r.id)}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
          {list
            .filter((r) => r.certificate && r.sha256)
            .map((r) => (
              <CertificateView key={r.id} id={r.id} certificate={r.certificate!} sha256={r.sha256!} />
            ))}
        </>
      )}
      {issuing && (
        <IssueEstoppelDialog
          request={issuing}
          unitName={nameOf(issuing.unitId)}
          busy={issue.isPending}
          onIssue={() => issue.mutate(issuing.id)}
          onClose={() => setIssuing(null)}
        />
      )}
    </Panel>
  );
}

const KINDS = ['title-company', 'closing-agent', 'owner'] as const;

function EstoppelRecordForm({
  units,
  busy,
  recorded,
  onRecord,
}: {
  units: readonly RosterUnitView[];
  busy: boolean;
  /** Bumped by the panel when the server recorded the request: the form starts again empty. */
  recorded: number;
  onRecord: (request: EstoppelRequestInput) => void;
}) {
  const { t } = useLingui();
  const common = useCommonText();
  const zone = useAssociationZone();
  const blank = (): EstoppelFormValues => ({
    unitId: '',
    requesterKind: 'title-company',
    requesterName: '',
    requesterEmail: '',
    closingOn: todayIso(zone),
  });
  const { register, handleSubmit, formState, reset } = useForm<EstoppelFormValues, unknown, EstoppelRequestInput>({
    resolver: zodResolver(estoppelFormSchema),
    defaultValues: blank(),
    mode: 'onTouched',
  });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  useEffect(() => {
    if (recorded) reset(blank());
    // Only a new answer from the server starts the form again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [recorded]);
  // The association's zone may arrive after the form: an untouched form then starts from its day.
  useEffect(() => {
    if (!formState.isDirty) reset(blank());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the zone arrives
  }, [zone]);
  return (
    <form className={styles.form} onSubmit={handleSubmit(onRecord)} noValidate aria-label={t`Record an estoppel request`}>
      <SelectField
        label={t`Requester`}
        options={KINDS.map((kind) => ({ value: kind, label: common(ESTOPPEL_REQUESTER_LABELS[kind]) }))}
        error={errors.requesterKind?.message}
        {...register('requesterKind')}
      />
      <TextField
        label={t`Requester's name`}
        maxLength={200}
        autoComplete="off"
        required
        error={errors.requesterName?.message}
        {...register('requesterName')}
      />
      <TextField
        label={t`Requester's e-mail address`}
        type="email"
        maxLength={254}
        autoComplete="off"
        required
        error={errors.requesterEmail?.message}
        {...register('requesterEmail')}
      />
      <SelectField
        label={t`Unit`}
        placeholder={t`Choose a unit`}
        options={units.map((u) => ({ value: String(u.id), label: unitLabel(u) }))}
        required
        error={errors.unitId?.message}
        {...register('unitId')}
      />
      <DateField
        label={t`Closing date`}
        hint={t`The day the sale closes, as yyyy-mm-dd.`}
        required
        error={errors.closingOn?.message}
        {...register('closingOn')}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {t`Record the request`}
        </Button>
      </div>
    </form>
  );
}
