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
