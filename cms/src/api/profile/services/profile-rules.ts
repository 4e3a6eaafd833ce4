/**
 * Profile rules on every write (API and admin panel): a valid user name and e-mail, new
 * profiles start not verified (docs/requirements.md, "States and transitions"), and the special visitor profile, under which
 * anonymous page visits are logged, can be neither renamed nor deleted.
 *
 * The association's verification (the `authenticated` flag) confirms the type, unit and street a
 * profile states (docs/requirements.md, "The unit roster", "Who speaks for a unit"): a change of any of them that
 * is not an administrator's withdraws it, the administrators are told by e-mail that someone waits
 * for verification, and the person is told on the page. An administrator's verification records
 * the confirmed place on the roster (a member row), which is where a person's unit-bound rights
 * come from; the person is told by e-mail once verified. The account's registration role follows
 * the profile's type.
 *
 * An owner the unit roster lists (unit, first and last name, e-mail) is verified by the write
 * that names them, registration or profile edit, and linked to the roster's row; the roster is
 * the association's register (docs/requirements.md, "The unit roster").
 */
import type { Core } from '@strapi/strapi';
import { Messages, VISITOR_USERNAME, addressFields, awaitsVerification, emailSchema, localeSchema, userNameSchema } from '@hearth/common';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import { actorOfRequest } from '../../../platform/activity/actor';
import { USER_UID, normaliseRoles } from '../../../identity/front-door';
import { panelLinks } from '../../panel-access/front-door';
import { rosterKeyOf } from '../../unit/front-door';
import type { WriteContext } from '../../../platform/resource-api';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type profileService from './profile';
import type { unitService } from '../../unit/front-door';
import type { rolesService } from '../../../identity/front-door';

/** Writes that turned a profile into an owner, remembered for after(). */
const becameOwner = new WeakSet<WriteContext>();
/** Writes that verified a profile that was not verified before, remembered for after(). */
const gotVerified = new WeakSet<WriteContext>();
/** Writes that withdrew a verification because the person changed what it confirmed, for after(). */
const withdrew = new WeakSet<WriteContext>();
/** Writes after which a verified profile's place on the roster must be recorded (an administrator's decision), for after(). */
const placeDecided = new WeakSet<WriteContext>();
/** Writes of an owner the roster lists: the roster row to link, for after(). */
const rosterMatch = new WeakMap<WriteContext, number>();
/** The fields a registration is matched on: only a write that sets one of them is matched. */
const MATCHED_FIELDS = ['userType', 'unitNumber', 'streetName', 'firstName', 'lastName', 'email'] as const;

/** Whether a write changes what a verification confirmed: the type, or the unit and street (however typed). */
function changesConfirmedFacts(stored: Record<string, unknown>, data: Record<string, unknown>): boolean {
  const next = (key: string) => (key in data ? data[key] : stored[key]);
  const place = (row: (key: string) => unknown) => rosterKeyOf(String(row('unitNumber') ?? ''), String(row('streetName') ?? ''));
  return next('userType') !== stored.userType || place(next) !== place((key) => stored[key]);
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const data = context.params.data;
    if (context.action === 'delete' || context.action === 'update') {
      const row = await strapi.db.query(UID.profile).findOne({ where: { documentId: context.params.documentId } });
      const renamesVisitor = context.action === 'update' && data && 'userName' in data && data.userName !== VISITOR_USERNAME;
      if (row?.userName === VISITOR_USERNAME && (context.action === 'delete' || renamesVisitor))
        throw badRequest(Messages.visitorProfileProtected);
      if (context.action === 'update' && row && data) {
        if (data.userType === 'owner' && row.userType !== 'owner') becameOwner.add(context);
        const confirmedChanged = changesConfirmedFacts(row, data);
        const verifies = data.authenticated === true && !row.authenticated;
        // docs/requirements.md, "The unit roster": a change that someone other than an administrator makes to the
        // type, unit or street ends the association's verification of them; an administrator's
        // write decides (and records the roster place it confirms).
        if (confirmedChanged && row.authenticated && data.authenticated !== false && !verifies) {
          if (await writtenByAdministrator(strapi)) placeDecided.add(context);
          else {
            data.authenticated = false;
            data.verificationWithdrawnAt = new Date().toISOString();
            withdrew.add(context);
          }
        }
        if (verifies) {
          gotVerified.add(context);
          placeDecided.add(context);
          data.verificationWithdrawnAt = null;
        }
      }
    }
    if (!data || !['create', 'update'].includes(context.action)) return;
    if (context.action === 'create') {
      data.authenticated ??= false;
      if (data.userType === 'owner') becameOwner.add(context);
      if (data.authenticated === true) placeDecided.add(context);
    }
    if ('userName' in data) parseOrThrow(userNameSchema, data.userName);
    // A language the portal speaks, from the API and the admin panel alike; null: not chosen.
    if ('language' in data && data.language !== null && data.language !== undefined) parseOrThrow(localeSchema, data.language);
    if (typeof data.email === 'string' && data.email !== '') parseOrThrow(emailSchema(), data.email);
    // Names and address reach the administrators' e-mails: one line each, in the panel too (docs/requirements.md, "Validation").
    // An empty one stays as it was (the panel sends every field, and older profiles may lack some).
    for (const [key, schema] of Object.entries(addressFields))
      if (typeof data[key] === 'string' && data[key].trim() !== '') parseOrThrow(schema, data[key]);
    await matchRoster(strapi, context);
  },

  async after(context: WriteContext, result: unknown): Promise<void> {
    const documentId = (result as { documentId?: string } | null)?.documentId;
    if (!documentId || !['create', 'update'].includes(context.action)) return;
    const row = await strapi.db.query(UID.profile).findOne({ where: { documentId } });
    if (!row?.userId) return;
    if (context.action === 'update' && context.params.data && 'userType' in context.params.data && row.userType) {
      await serviceOf<typeof rolesService>(strapi, 'api::account.roles').setRegistrationType(row.userId, row.userType);
    }
    const profiles = serviceOf<typeof profileService>(strapi, UID.profile);
    const member = rosterMatch.get(context);
    if (member !== undefined && row.authenticated) await serviceOf<typeof unitService>(strapi, UID.unit).link(member, row.id);
    else if (placeDecided.has(context) && row.authenticated) await serviceOf<typeof unitService>(strapi, UID.unit).place(row);
    const waits = awaitsVerification({
      userType: row.userType,
      authenticated: Boolean(row.authenticated),
      verificationWithdrawn: Boolean(row.verificationWithdrawnAt),
    });
    if (waits && (becameOwner.has(context) || withdrew.has(context))) await profiles.tellAdminsVerificationNeeded(row);
    if (gotVerified.has(context) && row.authenticated && row.email) await profiles.tellResidentVerified(row);
  },
});

/**
 * Whether the request being served is an administrator's, from the token's account and the
 * database, never from the write's data. The system's own writes are not: they change no one's
 * confirmed facts while keeping a verification.
 */
async function writtenByAdministrator(strapi: Core.Strapi): Promise<boolean> {
  const who = await actorOfRequest(strapi);
  if (who.actorId === null) return false;
  const accountId =
    who.surface === 'admin panel'
      ? await strapi.db.transaction(({ trx }) => panelLinks(trx).portalUserOf(who.actorId as number))
      : who.actorId;
  if (accountId === null) return false;
  const account = await strapi.db.query(USER_UID).findOne({ where: { id: accountId, blocked: false }, select: ['portalRoles'] });
  return Boolean(account) && normaliseRoles(account.portalRoles).includes('admin');
}

/** An owner's create or edit that the roster lists is verified in the same write (docs/requirements.md, "The unit roster"). */
async function matchRoster(strapi: Core.Strapi, context: WriteContext): Promise<void> {
  const data = context.params.data!;
  const stored =
    context.action === 'update' ? await strapi.db.query(UID.profile).findOne({ where: { documentId: context.params.documentId } }) : null;
  if (context.action === 'update' && (!stored || !MATCHED_FIELDS.some((key) => key in data && data[key] !== stored[key]))) return;
  const value = (key: string) => (key in data ? data[key] : stored?.[key]);
  if (value('userType') !== 'owner' || (stored?.authenticated && data.authenticated !== false)) return;
  const member = await serviceOf<typeof unitService>(strapi, UID.unit).matchingOwner(
    {
      unitNumber: value('unitNumber'),
      streetName: value('streetName'),
      firstName: value('firstName'),
      lastName: value('lastName'),
      email: value('email'),
    },
    stored?.id ?? null,
  );
  if (!member) return;
  data.authenticated = true;
  data.verificationWithdrawnAt = null;
  rosterMatch.set(context, member.id);
  if (!stored?.authenticated) gotVerified.add(context);
}
