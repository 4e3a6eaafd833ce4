/** The add form of board directors: docs/requirements.md §5 rules from @hearth/common, defaults of docs/requirements.md §4. */
import { z } from 'zod';
import { directorFormSchema, type BoardDirector, type BoardRole, type DirectorForm } from '@hearth/common';

/** A multi-select's chosen values as role ids. */
export const roleIds = (value: unknown): number[] =>
  (Array.isArray(value) ? value : value == null || value === '' ? [] : [value]).map(Number).filter((n) => Number.isInteger(n) && n > 0);

// A native multi-select gives strings (react-hook-form skips setValueAs there): read them as ids first.
export const directorAddSchema = directorFormSchema.extend({ roles: z.preprocess(roleIds, directorFormSchema.shape.roles) });
export type DirectorAddForm = DirectorForm;
export type DirectorAddInput = z.input<typeof directorAddSchema>;

/** A new director: not active, no roles yet. */
export const blankDirector = (): DirectorAddForm => ({
  firstName: '',
  lastName: '',
  unitNumber: '',
  email: '',
  phone: '',
  roles: [],
  active: false,
});

/** The payload of a new director: position -1 marks it new (docs/requirements.md §3). */
export const directorFromForm = (form: DirectorAddForm, allRoles: BoardRole[]): BoardDirector => ({
  id: 0,
  userId: null,
  userName: null,
  firstName: form.firstName,
  lastName: form.lastName,
  unitNumber: form.unitNumber,
  email: form.email,
  phone: form.phone,
  position: -1,
  roles: allRoles.filter((role) => form.roles.includes(role.id)),
  active: Boolean(form.active),
});
