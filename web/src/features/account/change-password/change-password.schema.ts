/** Change Password form (docs/requirements.md §5): old required, new by the password rule, confirmation must match. */
import { changePasswordFormSchema } from '@hearth/common';
import type { z } from 'zod';

export { changePasswordFormSchema };
export type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;
