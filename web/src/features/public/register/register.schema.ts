/** The register form (docs/requirements.md §5): step one checks uniqueness, then the full form. Rules and texts from @hearth/common. */
import { registerFormSchema, uniquenessSchema, type RegisterForm } from '@hearth/common';

export { registerFormSchema, uniquenessSchema };
export type RegisterValues = RegisterForm;

export const emptyRegistration = (): Record<keyof RegisterForm, string> => ({
  userName: '',
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  unitNumber: '',
  streetName: '',
  userType: '',
});

/** The fields an invitation link of the unit roster fills in (docs/requirements.md §15). */
const INVITED_FIELDS = ['firstName', 'lastName', 'email', 'unitNumber', 'streetName', 'userType'] as const;

/** The empty form, with what an invitation link's query names filled in (the user can change all of it). */
export function invitedRegistration(query: URLSearchParams): Record<keyof RegisterForm, string> {
  const values = emptyRegistration();
  for (const field of INVITED_FIELDS) values[field] = (query.get(field) ?? '').slice(0, 255);
  return values;
}

/** The 'verify uniqueness' link shows only for a user name over 2 and an e-mail over 4 characters, both valid. */
export const canVerifyUniqueness = (userName: string, email: string) =>
  userName.length > 2 && email.length > 4 && uniquenessSchema.safeParse({ userName, email }).success;

/** The wire payloads: the user name lower-cased, the address as JSON text (docs/requirements.md §3). */
export function toProfile(v: RegisterValues) {
  return {
    id: 0,
    userName: v.userName.toLowerCase(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    unitNumber: v.unitNumber.trim(),
    streetName: v.streetName.trim(),
    email: v.email,
    userType: v.userType,
  };
}

export function toRegistrationPayload(v: RegisterValues) {
  return {
    userName: v.userName.toLowerCase(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email,
    password: v.password,
    userType: v.userType,
    address: JSON.stringify({ unit_number: v.unitNumber.trim(), street_name: v.streetName.trim() }),
  };
}
