/** Every message of docs/requirements.md §5, through the schemas the forms use. */
import { describe, expect, it } from 'vitest';
import { directorFormSchema, documentFormSchema, faqFormSchema, managerFormSchema, Messages as M, newsFormSchema } from '@hearth/common';
import { changeEmailFormSchema } from '../features/account/change-email/change-email.schema';
import { changePasswordFormSchema } from '../features/account/change-password/change-password.schema';
import { profileFormSchema } from '../features/account/profile/profile.schema';
import { forgotFormSchema, forgotPayload } from '../features/public/forgot/forgot.schema';
import {
  canVerifyUniqueness,
  registerFormSchema,
  toProfile,
  toRegistrationPayload,
  uniquenessSchema,
} from '../features/public/register/register.schema';
import { resetPasswordSchema } from '../features/public/reset/reset.schema';

/** The messages of a failed parse, by field. */
function messages(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  value: unknown,
) {
  const result = schema.safeParse(value);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[String(issue.path[0] ?? '')] ??= []).push(issue.message);
  return out;
}

const goodRegistration = {
  userName: 'jane.doe',
  email: 'jane@example.com',
  password: 'Secret#123',
  firstName: 'Jane',
  lastName: 'Doe',
  unitNumber: '12',
  streetName: 'Main Street',
  userType: 'owner',
};

describe('user name', () => {
  it("'User Name is required'", () => {
    expect(messages(uniquenessSchema, { userName: '', email: 'a@b.co' }).userName).toContain(M.userNameRequired);
  });
  it.each(['ab', 'has space', 'bad#char', 'x'.repeat(51)])('%j gets the pattern message', (userName) => {
    expect(messages(uniquenessSchema, { userName, email: 'a@b.co' }).userName).toContain(M.userNamePattern);
  });
  it.each(['abc', 'Jane_Doe-1.2@x+y', 'x'.repeat(50)])('%j is accepted', (userName) => {
    expect(messages(uniquenessSchema, { userName, email: 'a@b.co' }).userName).toBeUndefined();
  });
  it('is lower-cased before sending', () => {
    const values = { ...goodRegistration, userName: 'Jane.DOE' } as never;
    expect(toProfile(values).userName).toBe('jane.doe');
    expect(toRegistrationPayload(values).userName).toBe('jane.doe');
  });
});

describe('email', () => {
  it("'Email is required'", () => {
    expect(messages(forgotFormSchema, { email: '' }).email).toContain(M.emailRequired);
  });
  it("'Email is not valid.' for something that is not an address", () => {
    expect(messages(forgotFormSchema, { email: 'not-an-email' }).email).toContain(M.emailInvalid);
  });
  it.each(['Jane@example.com', 'jane@example.travel', 'jane@example.c', 'ja ne@example.com'.replace(' ', '!')])(
    "'Email must be a valid email address' for %j (lowercase local part, 2-4 letter TLD)",
    (email) => {
      expect(messages(forgotFormSchema, { email }).email).toContain(M.emailPattern);
    },
  );
  it.each(['jane@example.com', 'j.a_n%e+x-1@mail.example.info'])('%j is accepted', (email) => {
    expect(forgotFormSchema.safeParse({ email }).success).toBe(true);
  });
  it("change email uses 'Old Email is required'", () => {
    const m = messages(changeEmailFormSchema, { oldEmail: '', newEmail: '' });
    expect(m.oldEmail).toContain(M.oldEmailRequired);
    expect(m.newEmail).toContain(M.emailRequired);
  });
  it('forgot flows lower-case the email and send the home page as callback', () => {
    expect(forgotPayload({ email: ' Jane@Example.COM ' }, 'https://portal.test')).toEqual({
      email: 'jane@example.com',
      callback: 'https://portal.test/home',
    });
  });
});

describe('password', () => {
  it("'Password is required'", () => {
    expect(messages(registerFormSchema, { ...goodRegistration, password: '' }).password).toContain(M.passwordRequired);
  });
  it.each(['Short#1', 'nouppercase#1', 'NOLOWERCASE#1', 'NoDigits#here', 'NoSpecial123'])('%j gets the pattern message', (password) => {
    expect(messages(registerFormSchema, { ...goodRegistration, password }).password).toContain(M.passwordPattern);
  });
  it.each(['Secret#123', 'With space1A', 'Colon:9aB', 'Dash-9aBc'])('%j is accepted', (password) => {
    expect(messages(registerFormSchema, { ...goodRegistration, password }).password).toBeUndefined();
  });
  it("change password: old required, new by the pattern, and 'Passwords don't match.'", () => {
    expect(messages(changePasswordFormSchema, { oldPwd: '', newPwd: 'weak', confirmPwd: 'weak' })).toMatchObject({
      oldPwd: [M.passwordRequired],
      newPwd: [M.passwordPattern],
    });
    expect(messages(changePasswordFormSchema, { oldPwd: 'x', newPwd: 'Secret#123', confirmPwd: 'Secret#124' }).confirmPwd).toEqual([
      M.passwordsDontMatch,
    ]);
    expect(changePasswordFormSchema.safeParse({ oldPwd: 'x', newPwd: 'Secret#123', confirmPwd: 'Secret#123' }).success).toBe(true);
  });
  it('reset password follows the same rules', () => {
    expect(messages(resetPasswordSchema, { newPwd: 'Secret#123', confirmPwd: 'other' }).confirmPwd).toEqual([M.passwordsDontMatch]);
    expect(messages(resetPasswordSchema, { newPwd: '', confirmPwd: '' }).newPwd).toContain(M.passwordRequired);
  });
});

describe('names, unit, street and registration type', () => {
  it('register: every required message', () => {
    const m = messages(registerFormSchema, {
      ...goodRegistration,
      firstName: '',
      lastName: ' ',
      unitNumber: '',
      streetName: '',
      userType: '',
    });
    expect(m).toMatchObject({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
      unitNumber: [M.unitNumberRequired],
      streetName: [M.streetNameRequired],
      userType: [M.registrationTypeRequired],
    });
    expect(M.registrationTypeRequired).toBe('Specify type of registration');
  });
  it("profile edit: 'Type of Registration is required'", () => {
    const m = messages(profileFormSchema, { firstName: '', lastName: '', unitNumber: '', streetName: '', userType: '' });
    expect(m.userType).toEqual([M.registrationTypeRequiredProfile]);
    expect(m.firstName).toEqual([M.firstNameRequired]);
  });
  it('a complete registration passes and its address travels as JSON text', () => {
    expect(registerFormSchema.safeParse(goodRegistration).success).toBe(true);
    expect(JSON.parse(toRegistrationPayload(goodRegistration as never).address)).toEqual({ unit_number: '12', street_name: 'Main Street' });
  });
});

describe("the 'verify uniqueness' link", () => {
  it('shows only for a user name over 2 characters and an email over 4, both valid', () => {
    expect(canVerifyUniqueness('abc', 'a@b.co')).toBe(true);
    expect(canVerifyUniqueness('ab', 'a@b.co')).toBe(false);
    expect(canVerifyUniqueness('abc', 'a@b.')).toBe(false);
    expect(canVerifyUniqueness('abc', 'A@b.co')).toBe(false);
    expect(canVerifyUniqueness('a c', 'a@b.co')).toBe(false);
  });
});

describe('admin forms (schemas shared with the admin screens)', () => {
  it('director', () => {
    const m = messages(directorFormSchema, { firstName: '', lastName: '', unitNumber: '', email: '', phone: '', roles: [] });
    expect(m).toMatchObject({
      firstName: [M.firstNameRequired],
      lastName: [M.lastNameRequired],
      unitNumber: [M.unitNumberRequired],
      email: expect.arrayContaining([M.emailRequired]),
      phone: [M.phoneRequired],
      roles: [M.rolesRequired],
    });
  });
  it('manager', () => {
    const m = messages(managerFormSchema, { name: '', phone: '', afterHoursPhone: '', fax: '', email: 'x', websiteUrl: '', logo: '' });
    expect(m).toMatchObject({
      name: [M.companyNameRequired],
      phone: [M.phoneRequired],
      afterHoursPhone: [M.afterHoursRequired],
      fax: [M.faxRequired],
      email: expect.arrayContaining([M.emailInvalid]),
      websiteUrl: [M.webSiteRequired],
    });
  });
  it.each([
    ['Newsletter', M.newsletterTitleRequired],
    ['Minutes', M.minutesTitleRequired],
    ['Document', M.documentTitleRequired],
  ] as const)('%s title', (docType, message) => {
    expect(messages(documentFormSchema(docType), { title: '', documentDate: '2024-01-02', documentName: 'a.pdf', docType }).title).toEqual([
      message,
    ]);
  });
  it('news and FAQ', () => {
    expect(messages(newsFormSchema, { title: '', body: '', publishDate: '2024-01-01', active: true })).toMatchObject({
      title: [M.newsTitleRequired],
      body: [M.newsBodyRequired],
    });
    const faq = messages(faqFormSchema, { question: '', answer: '', details: [{ sequence: 'x', body: '' }] });
    expect(faq.question).toEqual([M.faqQuestionRequired]);
    expect(faq.answer).toEqual([M.faqAnswerRequired]);
    expect(faq.details).toEqual(expect.arrayContaining([M.faqDetailRequired]));
  });
});
