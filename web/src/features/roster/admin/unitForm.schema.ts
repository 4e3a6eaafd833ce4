/** The add form of units: the roster's rules from @hearth/common; its people come with an import or an edit. */
import { z } from 'zod';
import { Messages, unitNumberField, unitStreetField, type RosterUnitView } from '@hearth/common';

export const unitAddSchema = z.object({
  number: unitNumberField,
  street: unitStreetField,
  // Typed as text: empty means 1.
  entitlement: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,7}(\.\d{1,4})?$/.test(v) && Number(v) > 0), Messages.entitlementPositive),
});
export type UnitAddForm = z.input<typeof unitAddSchema>;

export const blankUnit = (): UnitAddForm => ({ number: '', street: '', entitlement: '1' });

export const unitFromForm = (form: UnitAddForm): RosterUnitView => ({
  id: 0,
  number: form.number.trim(),
  street: form.street.trim(),
  entitlement: form.entitlement.trim() === '' ? 1 : Number(form.entitlement),
  members: [],
});
