/** Reset password form: the new password follows the password rule and the confirmation must match (docs/requirements.md §5). */
import { z } from 'zod';
import { Messages, passwordSchema } from '@hearth/common';

export const resetPasswordSchema = z
  .object({
    newPwd: passwordSchema,
    confirmPwd: z.string({ error: Messages.passwordRequired }).min(1, Messages.passwordRequired),
  })
  .refine((v) => v.newPwd === v.confirmPwd, { message: Messages.passwordsDontMatch, path: ['confirmPwd'] });
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
