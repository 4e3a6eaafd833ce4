/** Forgot password / user name form (docs/requirements.md §5): one e-mail field; the e-mail is lower-cased before sending. */
import { forgotFormSchema } from '@hearth/common';
import type { z } from 'zod';

export { forgotFormSchema };
export type ForgotValues = z.infer<typeof forgotFormSchema>;

export const forgotPayload = (v: ForgotValues, origin = window.location.origin) => ({
  email: v.email.trim().toLowerCase(),
  callback: `${origin}/home`,
});
