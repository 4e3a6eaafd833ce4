/** Profile form (docs/requirements.md §5): names, unit and street required; 'Type of Registration is required'. */
import { profileFormSchema, type ProfileForm } from '@hearth/common';

export { profileFormSchema };
export type ProfileValues = ProfileForm;
