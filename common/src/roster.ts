/**
 * The unit roster's contract (docs/requirements.md §15): the units and the people
 * linked to them as the API answers them, the bodies it accepts, and the CSV file's columns.
 */
import { z } from 'zod';
import { REGISTRATION_TYPES, type RegistrationType } from './constants';
import { Messages as M } from './messages';
import { emailSchema, personNameFields, requiredLine } from './validation';
import { mailingAddressFields, type MailingAddress } from './meeting-lifecycle';

/** The CSV file's columns, in this order (import and export). Several owners share a line, `;`-separated. */
export const ROSTER_CSV_COLUMNS = ['unit', 'street', 'entitlement', 'owner names', 'owner emails'] as const;
/** Several owners of one unit in one cell. */
export const ROSTER_LIST_SEPARATOR = ';';
/** The largest roster file accepted (a 2,000-unit roster is about 200 KB). */
export const MAX_ROSTER_CSV_BYTES = 2 * 1024 * 1024;
export const MAX_ROSTER_UNITS = 5000;
export const MAX_UNIT_MEMBERS = 20;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a leading tab or carriage return):
 * refused on import, and escaped on export so a roster opened in a spreadsheet never runs one.
 */
export const startsLikeFormula = (value: string): boolean => /^[=+\-@\t\r]/.test(value);

export const unitNumberField = requiredLine('Unit Number', M.unitNumberRequired, 20);
export const unitStreetField = requiredLine('Street Name', M.streetNameRequired, 150);
export const entitlementSchema = z
  .number({ error: M.entitlementPositive })
  .refine((v) => Number.isFinite(v) && v > 0, M.entitlementPositive)
  .refine((v) => v <= 1_000_000, M.entitlementPositive)
  // Kept exactly on both databases (decimal(14,4)): more decimals would be rounded away.
  .refine((v) => Number(v.toFixed(4)) === v, M.entitlementDecimals);

export const unitMemberSchema = z
  .object({
    id: z.number().int().nonnegative().optional(),
    relation: z.enum(REGISTRATION_TYPES, { error: 'relation must be owner, tenant or propmgr.' }),
    ...personNameFields,
    // Kept as registration keeps it: trimmed, in lower case.
    email: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), emailSchema()),
    // Where an owner's paper notices go (docs/requirements.md §21); the unit's street when left out.
    ...mailingAddressFields,
    // Answered by the server; never written by a client.
    profileId: z.number().int().nullish(),
    registered: z.boolean().optional(),
    invitedAt: z.string().nullish(),
  })
  .strict();

/**
 * POST /api/units/:id/members and PUT /api/units/members/:id (administrators): one person on a
 * unit, added or corrected on its own (docs/requirements.md §15).
 */
export const unitPersonSchema = unitMemberSchema
  .pick({
    relation: true,
    firstName: true,
    lastName: true,
    email: true,
    mailingStreet: true,
    mailingCity: true,
    mailingRegion: true,
    mailingPostalCode: true,
    mailingCountry: true,
  })
  .strict();
export type UnitPerson = z.infer<typeof unitPersonSchema>;

/** POST /api/units and each row of PUT /api/units/updaterange. */
export const unitModelSchema = z
  .object({
    id: z.number().int().nonnegative().default(0),
    number: unitNumberField,
    street: unitStreetField,
    entitlement: entitlementSchema.default(1),
    members: z.array(unitMemberSchema).max(MAX_UNIT_MEMBERS).default([]),
    editing: z.boolean().optional(),
    changed: z.boolean().optional(),
  })
  .strict();
export type UnitModel = z.infer<typeof unitModelSchema>;
export type UnitBody = z.input<typeof unitModelSchema>;
export const unitListSchema = z.array(unitModelSchema).min(1).max(500);

/** POST /api/units/import?dryRun=true|false */
export const rosterImportQuerySchema = z
  .object({ dryRun: z.enum(['true', 'false'], { error: 'dryRun must be true or false.' }).default('true') })
  .strict();

export interface RosterMember extends Partial<MailingAddress> {
  id: number;
  relation: RegistrationType;
  firstName: string;
  lastName: string;
  email: string;
  /** The portal profile this person registered as, once the roster matched them. */
  profileId: number | null;
  registered: boolean;
  /** When the last invitation to register was sent (ISO), or null. */
  invitedAt: string | null;
}

/** POST /api/units/invite-unregistered: how many owners were invited, and why the others were not. */
export interface InviteAllReport {
  invited: number;
  noEmail: number;
  /** Invited within the last day: not sent again. */
  recent: number;
  message: string;
}

export interface RosterUnitView {
  id: number;
  number: string;
  street: string;
  entitlement: number;
  members: RosterMember[];
}

export interface RosterLineErrors {
  /** The file's line number (the column line is line 1). */
  line: number;
  messages: string[];
}

/** The answer of POST /api/units/import: a preview (dryRun) or the applied import. */
export interface RosterImportReport {
  applied: boolean;
  /** Units in the file. */
  units: number;
  /** Of those, not on the roster yet. */
  created: number;
  /** Of those, already on the roster (number, street): their entitlement and owners are replaced. */
  updated: number;
  errors: RosterLineErrors[];
}
