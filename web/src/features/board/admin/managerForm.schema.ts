/** The add form of property managers: docs/requirements.md §5 rules (logo required too) from @hearth/common. */
import { managerFormSchema, type ManagerForm, type PropertyManager } from '@hearth/common';

export const managerAddSchema = managerFormSchema;
export type ManagerAddForm = ManagerForm;

export const blankManager = (): ManagerAddForm => ({
  name: '',
  phone: '',
  afterHoursPhone: '',
  fax: '',
  email: '',
  websiteUrl: '',
  active: true,
  logo: '',
});

/** The add payload carries id 0 (docs/requirements.md §7.2). */
export const managerFromForm = (form: ManagerAddForm): PropertyManager => ({
  id: 0,
  ...form,
  active: Boolean(form.active),
  logoUrl: null,
});
