/** Change Email form (docs/requirements.md §5): old e-mail ('Old Email is required') and new e-mail. */
import { changeEmailFormSchema } from '@hearth/common';
import type { z } from 'zod';

export { changeEmailFormSchema };
export type ChangeEmailValues = z.infer<typeof changeEmailFormSchema>;
