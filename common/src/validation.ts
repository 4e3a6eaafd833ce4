/**
 * The validation rules of docs/requirements.md §5 as zod schemas. The web forms use them through
 * react-hook-form and the server checks every request body with the same ones.
 */
import { z } from 'zod';
import { DOC_TYPES, REGISTRATION_TYPES, USERNAME_MAX, type DocType } from './constants';
import { Messages as M } from './messages';

// In a browser the page's content security policy allows no eval, and zod probes for it with `new Function` as
// each object schema is built (for its compiled parsers): the browser reports every probe as a policy violation.
// Set before any schema is built: every schema module imports this one, and its imports build none.
if (typeof document !== 'undefined') z.config({ jitless: true });

const USERNAME_PATTERN = /^[a-zA-Z0-9_.@+-]{3,50}$/;
/** Lowercase-only local part, a domain, and a 2 to 4 letter top-level domain. */
const EMAIL_PATTERN = /^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,4}$/;
export const PASSWORD_PATTERN = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[!@#$%^&* _=+(){}<>,.?:;-]).{8,}$/;
/** Generic e-mail shape used for "Email is not valid." before the stricter pattern. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const MAX_TEXT = 255;
const MAX_LONG_TEXT = 20000;

/** Control characters but line breaks and tabs: text may span lines, never carry a NUL or an escape. */
// eslint-disable-next-line no-control-regex -- control characters are what this rule finds
const OTHER_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * No line breaks or other control characters (docs/requirements.md §5): names, titles, units and
 * streets reach e-mails, headers and claims. Unicode line and paragraph separators count too.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this rule finds
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
export const isSingleLine = (value: string) => !CONTROL_CHARACTERS.test(value);
/**
 * What an e-mail quotes of a person's input, as one line: rows written before the rule above (or
 * by hand in the database) still cannot add lines to a message (docs/requirements.md §5).
 */
export const asOneLine = (value: unknown) =>
  String(value ?? '')
    .replace(new RegExp(`${CONTROL_CHARACTERS.source}+`, 'g'), ' ')
    .trim();

/** Required text, trimmed; the characters it may hold are checked first, so their message wins. */
const checkedText = (message: string, max: number, allowed: (value: string) => boolean, refused: string) =>
  z.string({ error: message }).trim().refine(allowed, refused).min(1, message).max(max, `At most ${max} characters are allowed.`);

/** Multi-line text (a news body, an FAQ answer): line breaks and tabs only, no other control characters. */
export const requiredText = (message: string, max = MAX_TEXT) =>
  checkedText(message, max, (value) => !OTHER_CONTROL_CHARACTERS.test(value), M.controlCharacters);

/** A required one-line field; `field` names it in the message of a line break. */
export const requiredLine = (field: string, message: string, max = MAX_TEXT) =>
  checkedText(message, max, isSingleLine, M.singleLine(field));

/**
 * The one rule of every optional free-text field (a note, a reason, a description, a comment,
 * terms; docs/requirements.md §5): trimmed, line breaks and tabs allowed, a NUL, an escape or any
 * other control character refused with a message naming the field. The API and the admin panel
 * check the same schema.
 */
export const freeText = (field: string, max: number, tooLong = `At most ${max} characters are allowed.`) =>
  z
    .string({ error: M.textExpected(field) })
    .trim()
    .refine((value) => !OTHER_CONTROL_CHARACTERS.test(value), M.fieldControlCharacters(field))
    .max(max, tooLong);

/** An optional one-line field (a common area, an entry window, a blackout's reason): no line break or control character. */
export const optionalLine = (field: string, max: number) =>
  z
    .string({ error: M.textExpected(field) })
    .trim()
    .refine(isSingleLine, M.singleLine(field))
    .max(max, `At most ${max} characters are allowed.`);

/**
 * A web address the browser may open: http: or https: only (or a path on this site, where asked),
 * so no javascript:, data: or file: link is ever stored (docs/requirements.md §5).
 */
const schemeOf = (value: string) => {
  try {
    return new URL(value).protocol;
  } catch {
    return null;
  }
};
const isSitePath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
const WEB_SCHEMES = ['http:', 'https:'];
export const webAddressSchema = (field: string, { sitePath = false, max = MAX_TEXT } = {}) => {
  const message = sitePath ? M.webOrSiteAddress(field) : M.webAddress(field);
  return z
    .string({ error: message })
    .trim()
    .refine(isSingleLine, M.singleLine(field))
    .refine((value) => (sitePath && isSitePath(value)) || WEB_SCHEMES.includes(schemeOf(value) ?? ''), message)
    .max(max, `At most ${max} characters are allowed.`);
};

/**
 * The copyright start year as the site settings keep it: text, so the admin panel shows it as a
 * year ("2017", not the number input's "2,017"); four digits from 1000 (docs/requirements.md §2.2).
 */
export const copyrightStartYearSchema = z.string({ error: M.copyrightStartYear }).regex(/^[1-9]\d{3}$/, M.copyrightStartYear);

export const userNameSchema = z
  .string({ error: M.userNameRequired })
  .min(1, M.userNameRequired)
  .max(USERNAME_MAX, M.userNamePattern)
  .regex(USERNAME_PATTERN, M.userNamePattern);

export const emailSchema = (requiredMessage: string = M.emailRequired) =>
  z
    .string({ error: requiredMessage })
    .min(1, requiredMessage)
    .max(MAX_TEXT, M.emailInvalid)
    .regex(EMAIL_SHAPE, M.emailInvalid)
    .regex(EMAIL_PATTERN, M.emailPattern);

export const passwordSchema = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(128, M.passwordPattern)
  .regex(PASSWORD_PATTERN, M.passwordPattern);

export const registrationTypeSchema = (message: string) => z.enum(REGISTRATION_TYPES, { error: message });

export const personNameFields = {
  firstName: requiredLine('First Name', M.firstNameRequired, 100),
  lastName: requiredLine('Last Name', M.lastNameRequired, 100),
};
export const unitNumberSchema = requiredLine('Unit Number', M.unitNumberRequired, 20);

export const addressFields = {
  ...personNameFields,
  unitNumber: unitNumberSchema,
  streetName: requiredLine('Street Name', M.streetNameRequired, 150),
};

/** The address of a registration, kept as JSON text (docs/requirements.md §3). */
export const registrationAddressSchema = z.object({ unit_number: addressFields.unitNumber, street_name: addressFields.streetName });

/** Step 1 of registration: the two fields checked for uniqueness. */
export const uniquenessSchema = z.object({ userName: userNameSchema, email: emailSchema() });

export const registerFormSchema = z.object({
  userName: userNameSchema,
  email: emailSchema(),
  password: passwordSchema,
  ...addressFields,
  userType: registrationTypeSchema(M.registrationTypeRequired),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** The wire payload of POST /api/account/register (docs/requirements.md §3: address is JSON text). */
export const registrationPayloadSchema = z
  .object({
    userName: userNameSchema,
    email: emailSchema(),
    password: passwordSchema,
    ...personNameFields,
    userType: registrationTypeSchema(M.registrationTypeRequired),
    address: z.string({ error: M.unitNumberRequired }).max(1000),
  })
  .strict();

export const parseAddress = (text: unknown): { unit_number: string; street_name: string } | null => {
  if (typeof text !== 'string') return null;
  try {
    const value = JSON.parse(text);
    if (value && typeof value.unit_number === 'string' && typeof value.street_name === 'string') {
      return { unit_number: value.unit_number, street_name: value.street_name };
    }
  } catch {
    /* not JSON: treated as missing */
  }
  return null;
};

export const changePasswordFormSchema = z
  .object({
    oldPwd: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
    newPwd: passwordSchema,
    confirmPwd: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired),
  })
  .refine((v) => v.newPwd === v.confirmPwd, { message: M.passwordsDontMatch, path: ['confirmPwd'] });

export const changeEmailFormSchema = z.object({
  oldEmail: emailSchema(M.oldEmailRequired),
  newEmail: emailSchema(),
});

export const profileFormSchema = z.object({
  ...addressFields,
  userType: registrationTypeSchema(M.registrationTypeRequiredProfile),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;

export const forgotFormSchema = z.object({ email: emailSchema() });

export const directorFormSchema = z.object({
  ...personNameFields,
  unitNumber: unitNumberSchema,
  email: emailSchema(),
  phone: requiredLine('Phone Number', M.phoneRequired, 40),
  roles: z.array(z.number().int().positive(), { error: M.rolesRequired }).min(1, M.rolesRequired),
  active: z.boolean().optional(),
});
export type DirectorForm = z.infer<typeof directorFormSchema>;

export const managerFormSchema = z.object({
  name: requiredLine('Company Name', M.companyNameRequired, 150),
  phone: requiredLine('Phone Number', M.phoneRequired, 40),
  afterHoursPhone: requiredLine('After Hour Phone', M.afterHoursRequired, 40),
  fax: requiredLine('Fax Number', M.faxRequired, 40),
  email: emailSchema(),
  websiteUrl: requiredText(M.webSiteRequired, 255).pipe(webAddressSchema('Web Site')),
  active: z.boolean().optional(),
  logo: requiredText(M.logoRequired, 255),
});
export type ManagerForm = z.infer<typeof managerFormSchema>;

export const TITLE_REQUIRED_BY_DOC_TYPE: Record<DocType, string> = {
  Newsletter: M.newsletterTitleRequired,
  Minutes: M.minutesTitleRequired,
  Document: M.documentTitleRequired,
};

/** yyyy-mm-dd with a year from 1000 to 9999 (docs/requirements.md §9). */
const ISO_DATE_PATTERN = /^[1-9]\d{3}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The time part of an ISO date-time, as the server answers it (…T00:00:00.000Z). */
const ISO_TIME_PATTERN = /^T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/;

/**
 * The one date rule of every date field and call (docs/requirements.md §9): a day that exists
 * (no 30 February), written yyyy-mm-dd, in the years 1000 to 9999. Never throws, whatever the value.
 */
export const isRealDay = (value: unknown): value is string =>
  typeof value === 'string' && ISO_DATE_PATTERN.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A real day with an ISO time part (yyyy-mm-ddThh:mm[:ss[.sss]]Z or ±hh:mm). */
export const isRealDateTime = (value: unknown): value is string =>
  typeof value === 'string' && isRealDay(value.slice(0, 10)) && ISO_TIME_PATTERN.test(value.slice(10));

export interface DateMessages {
  /** Shown when the date is missing or empty. */
  required: string;
  /** Shown for anything else that is not a real day: other layouts, impossible days, other years, other types. */
  invalid: string;
}

/** A required date field: the field's own message for a missing date and for a wrong one (docs/requirements.md §9). */
export const isoDateSchema = ({ required, invalid }: DateMessages) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : invalid) }).superRefine((value, ctx) => {
    if (value.trim() === '') ctx.addIssue({ code: 'custom', message: required });
    else if (!isRealDay(value)) ctx.addIssue({ code: 'custom', message: invalid });
  });

export const DOCUMENT_DATE: DateMessages = { required: M.documentDateRequired, invalid: M.documentDateInvalid };
export const NEWS_DATE: DateMessages = { required: M.newsDateRequired, invalid: M.newsDateInvalid };

/** The title of a document or news item: one line (it is the subject of its e-mail notice). */
export const titleSchema = (message: string) => requiredLine('The title', message);

export const documentFormSchema = (docType: DocType) =>
  z.object({
    title: titleSchema(TITLE_REQUIRED_BY_DOC_TYPE[docType]),
    documentDate: isoDateSchema(DOCUMENT_DATE),
    documentName: requiredText(M.documentFileRequired),
    docType: z.literal(docType),
  });
export const docTypeSchema = z.enum(DOC_TYPES);

/** A news item's further pictures: web addresses or uploads of this site (/uploads/news/…). */
export const pictureAddressSchema = webAddressSchema('A picture address', { sitePath: true, max: 500 });

export const newsFormSchema = z.object({
  title: titleSchema(M.newsTitleRequired),
  body: requiredText(M.newsBodyRequired, MAX_LONG_TEXT),
  publishDate: isoDateSchema(NEWS_DATE),
  active: z.boolean(),
  thumbnail: z.string().max(MAX_TEXT).nullish(),
});
export type NewsForm = z.infer<typeof newsFormSchema>;

export const faqDetailSchema = z.object({
  id: z.number().int().nonnegative().optional(),
  sequence: z.coerce.number({ error: M.faqSequenceRequired }).int(M.faqSequenceRequired).positive(M.faqSequenceRequired),
  body: requiredText(M.faqDetailRequired, 2000),
});
export const faqFormSchema = z.object({
  id: z.number().int().nonnegative().default(0),
  question: requiredText(M.faqQuestionRequired, 500),
  answer: requiredText(M.faqAnswerRequired, 5000),
  details: z.array(faqDetailSchema).max(100).default([]),
});
export type FaqForm = z.infer<typeof faqFormSchema>;

/* ---- Auth API request bodies (docs/requirements.md §7.1) ---- */

/** An account id: the users-permissions user id, as a number or numeric text; absent means the caller. */
export const userIdSchema = z
  .union(
    [
      z.number({ error: M.userIdInvalid }).int(M.userIdInvalid).positive(M.userIdInvalid),
      z.string().regex(/^[1-9]\d{0,9}$/, M.userIdInvalid),
    ],
    {
      error: M.userIdInvalid,
    },
  )
  .transform((v) => Number(v));

export const rolesChangeSchema = z
  .object({
    userId: userIdSchema.optional(),
    roles: z
      .array(z.string({ error: M.rolesListRequired }).max(32), { error: M.rolesListRequired })
      .min(1, M.rolesListRequired)
      .max(10),
  })
  .strict();

/** Claim types the portal itself manages (roles, identity) cannot be set through the claims calls. */
const RESERVED_CLAIM_TYPES = ['sub', 'role', 'preferred_username', 'email_verified', 'iss', 'aud', 'exp', 'iat', 'nonce'] as const;
const claimSchema = z
  .object({
    type: z.string({ error: M.claimTypeInvalid }).regex(/^[A-Za-z0-9_.:-]{1,64}$/, M.claimTypeInvalid),
    // A claim reaches the ID token and every page that shows it: one line (docs/requirements.md §5).
    value: z.string({ error: M.claimValueInvalid }).max(1000, M.claimValueInvalid).refine(isSingleLine, M.claimValueInvalid),
  })
  .refine((c) => !(RESERVED_CLAIM_TYPES as readonly string[]).includes(c.type), {
    error: (issue) => M.claimTypeReserved(String((issue.input as { type?: unknown })?.type)),
  });
export const claimsChangeSchema = z
  .object({
    userId: userIdSchema.optional(),
    claims: z.array(claimSchema, { error: M.claimsRequired }).min(1, M.claimsRequired).max(20),
  })
  .strict();

export const changePasswordSchema = z
  .object({
    userId: userIdSchema.optional(),
    oldPwd: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128, M.passwordMismatch),
    newPwd: passwordSchema,
  })
  .strict();

export const changeEmailSchema = z
  .object({
    userId: userIdSchema.optional(),
    oldEmail: emailSchema(M.oldEmailRequired),
    newEmail: emailSchema(),
  })
  .strict();

/** Forgot password / user name: the e-mail (lower-cased by the client) and the home page the client names. */
export const forgotRequestSchema = z
  .object({
    email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), emailSchema()),
    callback: z.string().max(2000).optional(),
  })
  .strict();

/** POST /api/account/sendverification (administrators): the account to send the verification e-mail again. */
export const sendVerificationSchema = z.object({ userId: userIdSchema }).strict();

const resetTokenSchema = z.string({ error: M.tokenRequired }).min(1, M.tokenRequired).max(200, M.resetLinkInvalid);
export const resetPasswordSchema = z.object({ token: resetTokenSchema, newPwd: passwordSchema }).strict();
/** POST /account/resetpassword/check: the reset page asks whether its link still works. */
export const resetLinkCheckSchema = z.object({ token: resetTokenSchema }).strict();

/** The provider's login form. Limits only: wrong credentials get one message that names neither field. */
export const loginFormSchema = z.object({
  username: z.string({ error: M.userNameRequired }).trim().min(1, M.userNameRequired).max(255, M.invalidCredentials),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128, M.invalidCredentials),
});

/** First message of a failed parse, for a 400 body. */
export const firstIssueMessage = (error: z.ZodError): string => error.issues[0]?.message ?? 'Invalid request.';

/** Two-factor sign-in: a code of the authenticator app (6 digits) or a recovery code. */
export const twoFactorCodeSchema = z
  .string({ error: M.twoFactorCodeRequired })
  .trim()
  .min(6, M.twoFactorCodeRequired)
  .max(32, M.twoFactorCodeInvalid);

export const twoFactorConfirmSchema = z.object({ code: twoFactorCodeSchema }).strict();

/** Turning two-factor sign-in off: the password and a code. */
export const twoFactorDisableSchema = z
  .object({
    password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(128, M.passwordRequired),
    code: twoFactorCodeSchema,
  })
  .strict();
