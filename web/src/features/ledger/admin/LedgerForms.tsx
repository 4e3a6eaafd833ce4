/**
 * The board's ledger forms: a period's assessments and a payment. Each is checked with common's
 * schema before it is sent, reports typed text through useUnsavedForm (the screen asks before it
 * is lost), and starts again empty once the server has posted it.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { ASSESSMENT_KINDS, PAYMENT_METHODS, type AssessmentPost, type PaymentRequest, type RosterUnitView } from '@hearth/common';
import { todayIso } from '../../../shared/format';
import { useCommonText } from '../../../shared/i18n';
import { useAssociationZone } from '../../../shared/hooks/useSiteSettings';
import { Button, DateField, SelectField, TextField } from '../../../shared/ui';
import { useUnsavedForm } from '../../../shared/unsaved/unsavedForm';
import {
  ASSESSMENT_KIND_LABELS,
  METHOD_LABELS,
  assessmentFormSchema,
  paymentFormSchema,
  type AssessmentFormValues,
  type PaymentFormValues,
} from './forms';
import { AMOUNT_MESSAGE, LEDGER_CURRENCY } from '../money';
import styles from '../Ledger.module.css';

export const unitLabel = (unit: Pick<RosterUnitView, 'number' | 'street'>) => `${unit.number} ${unit.street}`;

/** A field's message in the reader's language: the amount's is the ledger's own, the others common's. */
function useShown() {
  const { t } = useLingui();
  const text = useCommonText();
  return (message: string | undefined) =>
    !message
      ? undefined
      : message === AMOUNT_MESSAGE
        ? t`Write the amount in dollars and cents, for example 1234.56 (at most two decimals, more than zero).`
        : text(message);
}

const blankAssessment = (): AssessmentFormValues => ({ period: '', kind: 'assessment', amount: '', dueOn: '', memo: '' });

export function AssessmentForm({
  busy,
  onPost,
  posted,
}: {
  busy: boolean;
  onPost: (request: AssessmentPost) => void;
  /** Bumped by the screen when the server posted the period: the form starts again empty. */
  posted: number;
}) {
  const { t, i18n } = useLingui();
  const shown = useShown();
  const currency = LEDGER_CURRENCY;
  const { register, handleSubmit, formState, reset } = useForm<AssessmentFormValues, unknown, AssessmentPost>({
    resolver: zodResolver(assessmentFormSchema),
    defaultValues: blankAssessment(),
    mode: 'onTouched',
  });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  useEffect(() => {
    if (posted) reset(blankAssessment());
  }, [posted, reset]);
  return (
    <form className={styles.form} onSubmit={handleSubmit(onPost)} noValidate aria-label={t`Post a period's assessments`}>
      <TextField
        label={t`Period`}
        hint={t`The month, as yyyy-mm, e.g. 2026-03.`}
        placeholder="yyyy-mm"
        inputMode="numeric"
        maxLength={7}
        autoComplete="off"
        required
        error={shown(errors.period?.message)}
        {...register('period')}
      />
      <SelectField
        label={t`Kind`}
        options={ASSESSMENT_KINDS.map((kind) => ({ value: kind, label: i18n._(ASSESSMENT_KIND_LABELS[kind]) }))}
        error={shown(errors.kind?.message)}
        {...register('kind')}
      />
      <TextField
        label={t`Budget amount for the period (${currency})`}
        hint={t`In dollars and cents, for example 1234.56. It is shared among the units by their entitlements.`}
        inputMode="decimal"
        autoComplete="off"
        required
        error={shown(errors.amount?.message)}
        {...register('amount')}
      />
      <DateField
        label={t`Due on`}
        hint={t`As yyyy-mm-dd; left empty, the period's first day.`}
        error={shown(errors.dueOn?.message)}
        {...register('dueOn')}
      />
      <TextField label={t`Memo`} maxLength={500} error={shown(errors.memo?.message)} {...register('memo')} />
      <div>
        <Button type="submit" disabled={busy}>
          <Trans>Post assessments</Trans>
        </Button>
      </div>
    </form>
  );
}

const blankPayment = (zone: string | undefined, unitId = ''): PaymentFormValues => ({
  unitId,
  method: 'cheque',
  receivedOn: todayIso(zone),
  reference: '',
  memo: '',
  amount: '',
});

export function PaymentForm({
  units,
  busy,
  onRecord,
  recorded,
}: {
  units: readonly RosterUnitView[];
  busy: boolean;
  onRecord: (request: PaymentRequest) => void;
  /** Bumped by the screen when the server recorded the payment: the form starts again empty. */
  recorded: number;
}) {
  const { t, i18n } = useLingui();
  const shown = useShown();
  const currency = LEDGER_CURRENCY;
  const zone = useAssociationZone();
  const { register, handleSubmit, formState, reset } = useForm<PaymentFormValues, unknown, PaymentRequest>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: blankPayment(zone),
    mode: 'onTouched',
  });
  const { errors } = formState;
  useUnsavedForm(formState.isDirty);
  useEffect(() => {
    if (recorded) reset(blankPayment(zone));
  }, [recorded, reset, zone]);
  // The association's zone may arrive after the form: an untouched form then starts from its day.
  useEffect(() => {
    if (!formState.isDirty) reset(blankPayment(zone));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the zone arrives
  }, [zone]);
  return (
    <form className={styles.form} onSubmit={handleSubmit(onRecord)} noValidate aria-label={t`Record a payment`}>
      <SelectField
        label={t`Unit`}
        placeholder={t`Choose a unit`}
        options={units.map((u) => ({ value: String(u.id), label: unitLabel(u) }))}
        required
        error={shown(errors.unitId?.message)}
        {...register('unitId')}
      />
      <SelectField
        label={t`Method`}
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: i18n._(METHOD_LABELS[method]) }))}
        error={shown(errors.method?.message)}
        {...register('method')}
      />
      <DateField label={t`Received on`} required error={shown(errors.receivedOn?.message)} {...register('receivedOn')} />
      <TextField
        label={t`Reference`}
        hint={t`The cheque number or the transfer's reference.`}
        maxLength={100}
        autoComplete="off"
        error={shown(errors.reference?.message)}
        {...register('reference')}
      />
      <TextField label={t`Memo`} maxLength={500} error={shown(errors.memo?.message)} {...register('memo')} />
      <TextField
        label={t`Amount (${currency})`}
        hint={t`In dollars and cents, for example 1234.56.`}
        inputMode="decimal"
        autoComplete="off"
        required
        error={shown(errors.amount?.message)}
        {...register('amount')}
      />
      <div>
        <Button type="submit" disabled={busy}>
          <Trans>Record payment</Trans>
        </Button>
      </div>
    </form>
  );
}
