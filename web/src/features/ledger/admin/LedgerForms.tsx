/**
 * The board's ledger forms: a period's assessments and a payment. Each is checked with common's
 * schema before it is sent, reports typed text through useUnsavedForm (the screen asks before it
 * is lost), and starts again empty once the server has posted it.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ASSESSMENT_KINDS, PAYMENT_METHODS, type AssessmentPost, type PaymentRequest, type RosterUnitView } from '@hearth/common';
import { todayIso } from '../../../shared/format';
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
import { AMOUNT_HINT, LEDGER_CURRENCY } from '../money';
import styles from '../Ledger.module.css';

export const unitLabel = (unit: Pick<RosterUnitView, 'number' | 'street'>) => `${unit.number} ${unit.street}`;

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
    <form className={styles.form} onSubmit={handleSubmit(onPost)} noValidate aria-label="Post a period's assessments">
      <TextField
        label="Period"
        hint="The month, as yyyy-mm, e.g. 2026-03."
        placeholder="yyyy-mm"
        inputMode="numeric"
        maxLength={7}
        autoComplete="off"
        required
        error={errors.period?.message}
        {...register('period')}
      />
      <SelectField
        label="Kind"
        options={ASSESSMENT_KINDS.map((kind) => ({ value: kind, label: ASSESSMENT_KIND_LABELS[kind] }))}
        error={errors.kind?.message}
        {...register('kind')}
      />
      <TextField
        label={`Budget amount for the period (${LEDGER_CURRENCY})`}
        hint={`${AMOUNT_HINT} It is shared among the units by their entitlements.`}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.amount?.message}
        {...register('amount')}
      />
      <DateField
        label="Due on"
        hint="As yyyy-mm-dd; left empty, the period's first day."
        error={errors.dueOn?.message}
        {...register('dueOn')}
      />
      <TextField label="Memo" maxLength={500} error={errors.memo?.message} {...register('memo')} />
      <div>
        <Button type="submit" disabled={busy}>
          Post assessments
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
    <form className={styles.form} onSubmit={handleSubmit(onRecord)} noValidate aria-label="Record a payment">
      <SelectField
        label="Unit"
        placeholder="Choose a unit"
        options={units.map((u) => ({ value: String(u.id), label: unitLabel(u) }))}
        required
        error={errors.unitId?.message}
        {...register('unitId')}
      />
      <SelectField
        label="Method"
        options={PAYMENT_METHODS.map((method) => ({ value: method, label: METHOD_LABELS[method] }))}
        error={errors.method?.message}
        {...register('method')}
      />
      <DateField label="Received on" required error={errors.receivedOn?.message} {...register('receivedOn')} />
      <TextField
        label="Reference"
        hint="The cheque number or the transfer's reference."
        maxLength={100}
        autoComplete="off"
        error={errors.reference?.message}
        {...register('reference')}
      />
      <TextField label="Memo" maxLength={500} error={errors.memo?.message} {...register('memo')} />
      <TextField
        label={`Amount (${LEDGER_CURRENCY})`}
        hint={AMOUNT_HINT}
        inputMode="decimal"
        autoComplete="off"
        required
        error={errors.amount?.message}
        {...register('amount')}
      />
      <div>
        <Button type="submit" disabled={busy}>
          Record payment
        </Button>
      </div>
    </form>
  );
}
