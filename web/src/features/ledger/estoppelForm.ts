/**
 * The estoppel request form: what a person types (a unit chosen from a list, a closing day) turned
 * into common's request and piped through its schema, so the form and the server say the same thing.
 */
import { z } from 'zod';
import { estoppelRequestSchema } from '@hearth/common';

export const estoppelFormSchema = z
  .object({
    // No unit chosen becomes 0, which common's schema refuses with its message.
    unitId: z.string().transform((id) => (/^\d+$/.test(id) ? Number(id) : 0)),
    requesterKind: z.string(),
    requesterName: z.string(),
    requesterEmail: z.string().trim(),
    closingOn: z.string().trim(),
  })
  .pipe(estoppelRequestSchema);
export type EstoppelFormValues = z.input<typeof estoppelFormSchema>;
