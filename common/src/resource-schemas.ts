/**
 * Wire schemas of the Resource API (docs/requirements.md, "Resource API"): the request bodies and headers the server
 * accepts. Built on the form schemas of docs/requirements.md, "Validation" so browser and server refuse the same input
 * with the same message. Unknown fields are refused (strict); the client-only flags of
 * docs/requirements.md, "Data" (editing, changed, opened) and server-computed fields are accepted and ignored.
 */
import { z } from 'zod';
import { DOC_TYPES, DOC_TYPE_HEADERS, REGISTRATION_TYPES, REPORT_TYPES, USERNAME_MAX } from './constants';
import { DOWNLOAD_AREAS } from './uploads';
import { Messages as M } from './messages';
import { LOCALES } from './locale';
import {
  DOCUMENT_DATE,
  NEWS_DATE,
  TITLE_REQUIRED_BY_DOC_TYPE,
  addressFields,
  directorFormSchema,
  emailSchema,
  faqDetailSchema,
  isRealDateTime,
  isRealDay,
  isoDateSchema,
  managerFormSchema,
  newsFormSchema,
  personNameFields,
  pictureAddressSchema,
  requiredLine,
  requiredText,
  titleSchema,
  unitNumberSchema,
  userNameSchema,
  type DateMessages,
} from './validation';

const clientFlags = { editing: z.boolean().optional(), changed: z.boolean().optional() };
const recordId = z
  .number({ error: 'The id must be a number.' })
  .int('The id must be a whole number.')
  .nonnegative('The id must not be negative.');
const optionalUserName = z.string().max(USERNAME_MAX).optional();
/** A date field of a body: common's date rule, also given as a full ISO date-time whose day is kept. */
const isoDay = (messages: DateMessages) => z.preprocess((v) => (isRealDateTime(v) ? v.slice(0, 10) : v), isoDateSchema(messages));
/**
 * A date-time the server computes and answers (itemDate, docDate, registrationDate): sent back empty or
 * as answered, else refused with its message rather than stored or ignored in silence.
 */
const answeredDateTime = (message: string) =>
  z
    .string({ error: message })
    .refine((v) => v === '' || isRealDay(v) || isRealDateTime(v), message)
    .nullish();
/** A bare file name as produced by the upload calls: no folders, no "..". */
const FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
export const isSafeFileName = (name: unknown): name is string =>
  typeof name === 'string' && FILE_NAME_PATTERN.test(name) && !name.includes('..');
const fileName = (message: string) => z.string({ error: message }).min(1, message).refine(isSafeFileName, M.invalidFileName);

// ---- Board -------------------------------------------------------------------------------

const roleRef = z.union([
  z.number().int().positive(),
  z
    .object({ id: z.number().int().positive(), role: z.string().max(100).optional(), sortOrder: z.number().optional() })
    .strict()
    .transform((r) => r.id),
]);

export const directorModelSchema = directorFormSchema
  .extend({
    id: recordId.default(0),
    // Read-only: the linked account is set when the row is created, never by a later save.
    userId: z.number().int().nullable().optional(),
    userName: z.string().max(50).nullable().optional(),
    position: z.number().int().min(-1).max(1000).default(-1),
    roles: z.array(roleRef, { error: M.rolesRequired }).min(1, M.rolesRequired).max(20),
    active: z.boolean().default(false),
    ...clientFlags,
  })
  .strict();
export type DirectorModel = z.infer<typeof directorModelSchema>;
/** A director as a client sends it (before the schema's defaults): the web app's request bodies are typed by these `…Body` types. */
export type DirectorBody = z.input<typeof directorModelSchema>;

/** POST /board/add and PUT /board/updaterange: { models, userName }. */
export const boardSaveSchema = z
  .object({ models: z.array(directorModelSchema).min(1, 'No directors were sent.').max(100), userName: optionalUserName })
  .strict();
export type BoardSaveBody = z.input<typeof boardSaveSchema>;

/** POST /board/grant and /board/revoke: the directors whose privileges change. */
export const boardPrivilegeSchema = z.object({ ids: z.array(recordId).min(1).max(100) }).strict();

// ---- Property managers -------------------------------------------------------------------

export const managerModelSchema = managerFormSchema
  .extend({
    id: recordId.default(0),
    logo: z.string().max(255).refine(isSafeFileName, M.invalidFileName).nullish(),
    logoUrl: z.string().nullish(),
    active: z.boolean().default(true),
    ...clientFlags,
  })
  .strict();
export type ManagerModel = z.infer<typeof managerModelSchema>;
export type ManagerBody = z.input<typeof managerModelSchema>;
export const managerListSchema = z.array(managerModelSchema).min(1).max(100);

// ---- Documents ----------------------------------------------------------------------------

const documentBase = {
  id: recordId.default(0),
  docType: z.enum(DOC_TYPES, { error: 'docType must be Document, Newsletter or Minutes.' }),
  documentFolder: z.string().max(40).nullish(),
  docDate: answeredDateTime(M.documentDateInvalid),
  year: z.number().nullish(),
  link: z.string().max(500).nullish(),
  ...clientFlags,
};

/** A document body; the title message depends on the document kind (docs/requirements.md, "Validation"). */
export const documentModelSchema = z
  .object({
    ...documentBase,
    title: z.unknown(),
    documentDate: z.unknown().optional(),
    documentName: z.unknown(),
  })
  .strict()
  .transform((doc, ctx) => {
    const typed = z
      .object({
        title: titleSchema(TITLE_REQUIRED_BY_DOC_TYPE[doc.docType]),
        documentDate: isoDay(DOCUMENT_DATE).optional(),
        documentName: fileName(M.documentFileRequired),
      })
      .safeParse(doc);
    if (!typed.success) {
      for (const issue of typed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { ...doc, ...typed.data };
  });
export type DocumentModel = z.infer<typeof documentModelSchema>;
export type DocumentBody = z.input<typeof documentModelSchema>;
export const documentListSchema = z.array(documentModelSchema).min(1).max(200);
export const docTypeHeaderSchema = z.enum(DOC_TYPE_HEADERS, { error: 'The docType header must be documents, newsletters or minutes.' });

// ---- News ----------------------------------------------------------------------------------

export const newsModelSchema = newsFormSchema
  .extend({
    id: recordId.default(0),
    publishDate: isoDay(NEWS_DATE).optional(),
    itemDate: answeredDateTime(M.itemDateInvalid),
    active: z.boolean().default(true),
    thumbnail: z.string().max(255).refine(isSafeFileName, M.invalidFileName).nullish(),
    thumbnailUrl: z.string().nullish(),
    imageLinks: z.array(pictureAddressSchema).max(20).nullish(),
    ...clientFlags,
  })
  .strict();
export type NewsModel = z.infer<typeof newsModelSchema>;
export type NewsBody = z.input<typeof newsModelSchema>;
export const newsListSchema = z.array(newsModelSchema).min(1).max(200);

// ---- FAQ -----------------------------------------------------------------------------------

export const faqModelSchema = z
  .object({
    id: recordId.default(0),
    question: requiredText(M.faqQuestionRequired, 500),
    answer: requiredText(M.faqAnswerRequired, 5000),
    details: z.array(faqDetailSchema.strict()).max(100).default([]),
    opened: z.boolean().optional(),
  })
  .strict();
export type FaqModel = z.infer<typeof faqModelSchema>;
export type FaqBody = z.input<typeof faqModelSchema>;

// ---- Profiles ------------------------------------------------------------------------------

/** A language the portal speaks: anything else is refused with the list (never stored). */
export const localeSchema = z.enum(LOCALES, { error: M.localeInvalid });

const profileFields = {
  id: recordId.default(0),
  userId: z.number().int().positive().nullish(),
  userName: userNameSchema.optional(),
  ...addressFields,
  // Profiles without an e-mail (the visitor) come back as ''.
  email: z.preprocess((v) => (v === '' ? undefined : v), emailSchema().optional()),
  userType: z.enum(REGISTRATION_TYPES, { error: M.registrationTypeRequiredProfile }),
  registrationDate: answeredDateTime(M.registrationDateInvalid),
  authenticated: z.boolean().optional(),
  // Answered by the server, ignored when sent back.
  verificationWithdrawn: z.boolean().optional(),
  roles: z.array(z.string()).optional(),
  logins: z.array(z.unknown()).optional(),
  // The person's language; null: not chosen (English, or the visitor's choice in the browser).
  locale: localeSchema.nullish(),
  ...clientFlags,
};
export const profileModelSchema = z.object(profileFields).strict();
export type ProfileModel = z.infer<typeof profileModelSchema>;
export type ProfileBody = z.input<typeof profileModelSchema>;
export const profileSaveSchema = z.object({ models: z.array(profileModelSchema).min(1).max(500), userName: optionalUserName }).strict();
export type ProfileSaveBody = z.input<typeof profileSaveSchema>;

/** GET /profile/check: the three headers that identify a resident. */
export const profileCheckHeadersSchema = z.object({ ...personNameFields, unitNumber: unitNumberSchema });

/** GET /profile/all header ownersOnly: "true"/"ownersOnly" (the default) or "false"/"all". */
export const ownersOnlyHeaderSchema = z
  .enum(['true', 'false', 'ownersOnly', 'all'], { error: 'The ownersOnly header must be true or false.' })
  .default('true')
  .transform((v) => v === 'true' || v === 'ownersOnly');

/** POST /profile/verify: the registration form; answers the list of problems. */
export const profileVerifySchema = z
  .object({
    userName: z.unknown(),
    email: z.unknown(),
    firstName: z.unknown(),
    lastName: z.unknown(),
    unitNumber: z.unknown(),
    streetName: z.unknown(),
    userType: z.unknown(),
    password: z.unknown().optional(),
    id: z.unknown().optional(),
    userId: z.unknown().optional(),
  })
  .strict();

// ---- Page logging and report -----------------------------------------------------------------

const PAGE_NAME_MAX = 100;
export const logPageSchema = z
  .object({
    model: z
      .object({
        id: z.literal(0).optional(),
        loginId: z.number().int().positive().nullish(),
        pageName: requiredLine('The page name', M.pageNameRequired, PAGE_NAME_MAX),
      })
      .strict(),
    username: optionalUserName.nullable(),
  })
  .strict();

export const reportQuerySchema = z
  .object({
    type: z.enum(REPORT_TYPES, { error: 'type must be lastLogin, lastWeek, lastMonth or all.' }).default('all'),
    page: z.coerce.number().int().positive().max(100000).default(1),
    pageSize: z.coerce.number().int().positive().max(500).default(50),
  })
  .strict();

/** Non-negative integer header (profileId, userId): digits only, so "-1", "1e3" and "abc" are refused. */
export const idHeaderSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{1,10}$/, message)
    .transform(Number);

export const downloadAreaSchema = z.enum(DOWNLOAD_AREAS, { error: 'The area must be community, minutes, newsletter or votes.' });
