/**
 * "My Account": a verified owner asks for an estoppel certificate for a unit they own (as the owner,
 * their name and e-mail address taken from their profile), and follows their requests: the statutory
 * deadline, the fee, and once issued the frozen certificate with its SHA-256 and its PDF. The server
 * decides who may ask (a verified owner of the unit): its refusal is shown whole.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { displayName, type EstoppelRequestInput, type EstoppelRequestView, type OwnedUnit, type Profile } from '@hearth/common';
import { errorMessage, myProfileQuery } from '../../shared/api';
import { useAuth } from '../../shared/auth';
import { todayIso } from '../../shared/format';
import { useAssociationZone } from '../../shared/hooks/useSiteSettings';
import { Button, DateField, LoadFailed, Message, Panel, SelectField, Table, TextField, useToast } from '../../shared/ui';
import { UnsavedChangesGuard } from '../../shared/unsaved/UnsavedChangesGuard';
import { UnsavedFormReporter, useFormsOnScreen, useUnsavedForm } from '../../shared/unsaved/unsavedForm';
import { ledgerKeys } from './api';
import { estoppelsQuery, requestEstoppel } from './estoppelApi';
import { estoppelFormSchema, type EstoppelFormValues } from './estoppelForm';
import { CertificateView, Deadline, StatusWords } from './EstoppelViews';
import { formatCents } from './money';
import styles from './Estoppel.module.css';

type OwnUnit = OwnedUnit['unit'];

const unitName = (unit: OwnUnit) => `${unit.number} ${unit.street}`;

export function EstoppelPanel({ units, unitId }: { units: readonly OwnUnit[]; unitId: number }) {
  const { t } = useLingui();
  const { userId } = useAuth();
  const client = useQueryClient();
  const toast = useToast();
  const profile = useQuery(myProfileQuery(userId));
  const requests = useQuery(estoppelsQuery());
  const forms = useFormsOnScreen();
  const [asked, setAsked] = useState(0);
  const ask = useMutation({
    mutationFn: requestEstoppel,
    onSuccess: (request) => {
      setAsked((n) => n + 1);
      const { id, dueOn } = request;
      toast.success(t`Your request ${id} was received: the certificate is due on ${dueOn}.`);
      // A request changes no balance, but the list lives under the ledger's key.
      void client.invalidateQueries({ queryKey: ledgerKeys.all });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const nameOf = (id: number) => {
    const unit = units.find((u) => u.id === id);
    return unit ? unitName(unit) : t`unit ${id}`;
  };
  return (
    <Panel title={t`Estoppel certificates`} as="h2">
      <UnsavedChangesGuard rows={false} form={forms.dirty} />
      <p>{t`An estoppel certificate states what your unit owes the association, for the sale of the unit. Ask for one with the closing date: the association issues it by the deadline the statute sets.`}</p>
      {profile.isPending ? (
        <p role="status">{t`Loading your profile…`}</p>
      ) : (
        <UnsavedFormReporter value={forms.reporterFor('estoppel')}>
          <EstoppelAskForm
            units={units}
            unitId={unitId}
            profile={profile.data ?? null}
            busy={ask.isPending}
            asked={asked}
            onAsk={(request) => ask.mutate(request)}
          />
        </UnsavedFormReporter>
      )}
      {requests.isPending ? (
        <p role="status">{t`Loading your requests…`}</p>
      ) : requests.isError ? (
        <LoadFailed what={t`your estoppel requests`} error={requests.error} onRetry={() => void requests.refetch()} />
      ) : (
        <OwnRequests requests={requests.data} nameOf={nameOf} />
      )}
    </Panel>
  );
}

function EstoppelAskForm({
  units,
  unitId,
  profile,
  busy,
  asked,
  onAsk,
}: {
  units: readonly OwnUnit[];
  unitId: number;
  profile: Profile | null;
  busy: boolean;
  /** Bumped by the panel when the server took the request: the form starts again. */
  asked: number;
  onAsk: (request: EstoppelRequestInput) => void;
}) {
  const { t } = useLingui();
  const zone = useAssociationZone();
  const blank = (): EstoppelFormValues => ({
    unitId: String(unitId),
    requesterKind: 'owner',
    requesterName: profile ? displayName(profile) : '',
    requesterEmail: profile?.email ?? '',
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
    if (asked) reset(blank());
    // Only a new answer from the server starts the form again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  // The association's zone may arrive after the form: an untouched form then starts from its day.
  useEffect(() => {
    if (!formState.isDirty) reset(blank());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the zone arrives
  }, [zone]);
  return (
    <form className={styles.form} onSubmit={handleSubmit(onAsk)} noValidate aria-label={t`Ask for an estoppel certificate`}>
      {units.length > 1 ? (
        <SelectField
          label={t`Unit`}
          options={units.map((u) => ({ value: String(u.id), label: unitName(u) }))}
          error={errors.unitId?.message}
          {...register('unitId')}
        />
      ) : null}
      <DateField
        label={t`Closing date`}
        hint={t`The day the sale closes, as yyyy-mm-dd.`}
        required
        error={errors.closingOn?.message}
        {...register('closingOn')}
      />
      <TextField
        label={t`Your name`}
        maxLength={200}
        autoComplete="name"
        required
        error={errors.requesterName?.message}
        {...register('requesterName')}
      />
      <TextField
        label={t`Your e-mail address`}
        hint={t`Where the association answers about the certificate.`}
        type="email"
        maxLength={254}
        autoComplete="email"
        required
        error={errors.requesterEmail?.message}
        {...register('requesterEmail')}
      />
      <div>
        <Button type="submit" disabled={busy}>
          {t`Ask for a certificate`}
        </Button>
      </div>
    </form>
  );
}

function OwnRequests({ requests, nameOf }: { requests: readonly EstoppelRequestView[]; nameOf: (id: number) => string }) {
  const { t } = useLingui();
  if (requests.length === 0) return <Message tone="info">{t`You have not asked for an estoppel certificate.`}</Message>;
  const issued = requests.filter((r) => r.status === 'issued' && r.certificate && r.sha256);
  return (
    <>
      <Table caption={t`Your estoppel requests`} columns={[t`Request`, t`Unit`, t`Closing date`, t`Deadline`, t`Fee`, t`Status`]}>
        <tbody>
          {requests.map((r) => (
            <tr key={r.id}>
              <td>{r.id}</td>
              <td>{nameOf(r.unitId)}</td>
              <td>{r.closingOn}</td>
              <td>
                <Deadline request={r} />
              </td>
              <td className={styles.money}>{formatCents(r.feeCents)}</td>
              <td>
                <StatusWords request={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {issued.map((r) => (
        <CertificateView key={r.id} id={r.id} certificate={r.certificate!} sha256={r.sha256!} open />
      ))}
    </>
  );
}
