/**
 * Reversing an entry asks first: the dialog names the entry and what reversing does (an opposite
 * entry is posted; the original stays), and takes the reason the ledger keeps with it. Closing it
 * with a reason typed asks before the text is lost.
 */
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LedgerTransaction, ReversalRequest } from '@hearth/common';
import { Button, ButtonRow, SelectField, TextArea } from '../../../shared/ui';
import { Dialog } from '../../../shared/ui/Dialog';
import { confirmFormDiscard } from '../../../shared/unsaved/unsavedForm';
import { reversalFormSchema, type ReversalFormValues } from './forms';
import { describeTransaction, reverseEntry } from '../labels';
import { formatCents } from '../money';
import { useCommonText } from '../../../shared/i18n';

export function ReverseDialog({
  transaction,
  busy,
  onReverse,
  onClose,
}: {
  transaction: LedgerTransaction;
  busy: boolean;
  onReverse: (request: ReversalRequest) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const text = useCommonText();
  const shown = (message: string | undefined) => (message ? text(message) : undefined);
  const { register, handleSubmit, formState, control, setValue } = useForm<ReversalFormValues, unknown, ReversalRequest>({
    resolver: zodResolver(reversalFormSchema),
    defaultValues: { reason: '', returnedPaymentFee: true },
    mode: 'onTouched',
  });
  const fee = useWatch({ control, name: 'returnedPaymentFee' });
  const close = () => {
    if (confirmFormDiscard(formState.isDirty)) onClose();
  };
  const payment = transaction.kind === 'payment';
  const entry = transaction.id;
  const what = describeTransaction(i18n, text, transaction);
  const amount = formatCents(Math.abs(transaction.amountCents));
  const postedOn = transaction.postedOn;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && close()}
      title={t`Reverse entry ${entry}?`}
      description={t`${what}, ${amount}, posted ${postedOn}. Reversing posts an opposite entry linked to this one; this entry stays on the ledger.`}
    >
      <form onSubmit={handleSubmit(onReverse)} noValidate aria-label={reverseEntry(i18n, entry)}>
        <TextArea
          label={t`Reason`}
          rows={3}
          maxLength={500}
          required
          error={shown(formState.errors.reason?.message)}
          {...register('reason')}
        />
        {payment && (
          // A choice, not a checkbox: inside the modal dialog a pointer's click on a checkbox did not
          // toggle it (the keyboard's did), so the fee is chosen from a list that works with both.
          <SelectField
            label={t`Returned-payment fee`}
            value={fee ? 'charge' : 'waive'}
            onChange={(e) => setValue('returnedPaymentFee', e.target.value === 'charge', { shouldDirty: true })}
            options={[
              { value: 'charge', label: t`Charge the fee the rules allow (a returned payment)` },
              { value: 'waive', label: t`Charge no fee` },
            ]}
          />
        )}
        <ButtonRow>
          <Button type="submit" variant="danger" disabled={busy}>
            <Trans>Reverse entry</Trans>
          </Button>
          <Button variant="secondary" onClick={close}>
            <Trans>Keep it</Trans>
          </Button>
        </ButtonRow>
      </form>
    </Dialog>
  );
}
