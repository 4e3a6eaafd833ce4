/**
 * The ledger's forms: what a person types (dollars, a unit chosen from a list) turned into the
 * requests of common's schemas, piped through them so the form and the server say the same thing.
 */
import { z } from 'zod';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import {
  ASSESSMENT_KINDS,
  LedgerMessages,
  PAYMENT_METHODS,
  assessmentPostSchema,
  paymentRequestSchema,
  reversalRequestSchema,
} from '@hearth/common';
import { AMOUNT_MESSAGE, centsOf } from '../money';

/**
 * Checks the request built from the form with common's schema, as the server will: its messages
 * land on the form's fields (the amount's on the typed amount).
 */
const checkedBy =
  <T>(schema: z.ZodType<T>) =>
  (request: unknown, ctx: z.RefinementCtx): T => {
    const outcome = schema.safeParse(request);
    if (outcome.success) return outcome.data;
    for (const issue of outcome.error.issues) {
      const amount = issue.path[0] === 'amountCents';
      const path = amount ? ['amount'] : (issue.path as (string | number)[]);
      ctx.addIssue({ code: 'custom', message: amount ? AMOUNT_MESSAGE : issue.message, path });
    }
    return z.NEVER;
  };

/** A typed amount as cents; what is not one becomes 0, which common's schema refuses (with the dollars' message here). */
const amountSchema = z.string().transform((typed) => centsOf(typed) ?? 0);

/** An optional day: empty means "the server's default". */
const optionalDay = z
  .string()
  .trim()
  .transform((day) => day || undefined);

export const assessmentFormSchema = z
  .object({
    period: z.string().trim(),
    kind: z.enum(ASSESSMENT_KINDS, { error: LedgerMessages.assessmentKind }),
    amount: amountSchema,
    dueOn: optionalDay,
    memo: z.string(),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }))
  .transform(checkedBy(assessmentPostSchema));
export type AssessmentFormValues = z.input<typeof assessmentFormSchema>;

export const paymentFormSchema = z
  .object({
    // No unit chosen becomes 0, which common's schema refuses with its message.
    unitId: z.string().transform((id) => (/^\d+$/.test(id) ? Number(id) : 0)),
    method: z.enum(PAYMENT_METHODS, { error: LedgerMessages.method }),
    receivedOn: z.string().trim(),
    reference: z.string(),
    memo: z.string(),
    amount: amountSchema,
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountCents: amount }))
  .transform(checkedBy(paymentRequestSchema));
export type PaymentFormValues = z.input<typeof paymentFormSchema>;

export const reversalFormSchema = z
  .object({ reason: z.string(), returnedPaymentFee: z.boolean() })
  .transform(checkedBy(reversalRequestSchema));
export type ReversalFormValues = z.input<typeof reversalFormSchema>;

export const METHOD_LABELS: Record<(typeof PAYMENT_METHODS)[number], MessageDescriptor> = {
  cheque: msg`Cheque`,
  transfer: msg`Bank transfer`,
  cash: msg`Cash`,
};
export const ASSESSMENT_KIND_LABELS: Record<(typeof ASSESSMENT_KINDS)[number], MessageDescriptor> = {
  assessment: msg`Regular assessment`,
  'special-assessment': msg`Special assessment`,
};
