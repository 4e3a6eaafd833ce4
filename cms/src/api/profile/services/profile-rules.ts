/**
 * Profile rules on every write (API and admin panel): a valid user name and e-mail, new
 * profiles start not authenticated (docs/requirements.md §4), and the special visitor profile, under which
 * anonymous page visits are logged, can be neither renamed nor deleted.
 *
 * Owners are verified by the association (docs/authorization.md, "Owners"): a profile that
 * turns into an owner loses any earlier verification unless the same write sets it (only
 * administrators can), the account's registration role follows the profile's type, and the
 * administrators are told by e-mail that someone waits for verification; the owner is told by
 * e-mail once an administrator verifies them (docs/requirements.md §4).
 *
 * An owner the unit roster lists (unit, first and last name, e-mail) is verified by the write
 * that names them, registration or profile edit, and linked to the roster's row; the roster is
 * the association's register (docs/requirements.md §15).
 */
import type { Core } from '@strapi/strapi';
import { Messages, VISITOR_USERNAME, addressFields, awaitsVerification, emailSchema, userNameSchema } from '@hearth/common';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import type { WriteContext } from '../../../platform/resource-api';
import { UID } from '../../../platform/content-registry';
import { serviceOf } from '../../../platform/services';
import type profileService from './profile';
import type unitService from '../../unit/services/unit';

/** Writes that turned a profile into an owner, remembered for after(). */
const becameOwner = new WeakSet<WriteContext>();
/** Writes that verified a profile that was not verified before, remembered for after(). */
const gotVerified = new WeakSet<WriteContext>();
/** Writes of an owner the roster lists: the roster row to link, for after(). */
const rosterMatch = new WeakMap<WriteContext, number>();
/** The fields a registration is matched on: only a write that sets one of them is matched. */
const MATCHED_FIELDS = ['userType', 'unitNumber', 'streetName', 'firstName', 'lastName', 'email'] as const;

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const data = context.params.data;
    if (context.action === 'delete' || context.action === 'update') {
      const row = await strapi.db
        .query(UID.profile)
        .findOne({ where: { documentId: context.params.documentId }, select: ['userName', 'userType', 'authenticated'] });
      const renamesVisitor = context.action === 'update' && data && 'userName' in data && data.userName !== VISITOR_USERNAME;
      if (row?.userName === VISITOR_USERNAME && (context.action === 'delete' || renamesVisitor))
        throw badRequest(Messages.visitorProfileProtected);
      if (context.action === 'update' && row && data?.userType === 'owner' && row.userType !== 'owner') {
        becameOwner.add(context);
        data.authenticated ??= false;
      }
      if (context.action === 'update' && row && data?.authenticated === true && !row.authenticated) gotVerified.add(context);
    }
    if (!data || !['create', 'update'].includes(context.action)) return;
    if (context.action === 'create') {
      data.authenticated ??= false;
      if (data.userType === 'owner') becameOwner.add(context);
    }
    if ('userName' in data) parseOrThrow(userNameSchema, data.userName);
    if (typeof data.email === 'string' && data.email !== '') parseOrThrow(emailSchema(), data.email);
    // Names and address reach the administrators' e-mails: one line each, in the panel too (docs/requirements.md §5).
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
      await strapi.service('api::account.roles').setRegistrationType(row.userId, row.userType);
    }
    if (becameOwner.has(context) && awaitsVerification({ userType: row.userType, authenticated: Boolean(row.authenticated) })) {
      await serviceOf<typeof profileService>(strapi, UID.profile).tellAdminsOwnerWaits(row);
    }
    const member = rosterMatch.get(context);
    if (member !== undefined && row.authenticated) await serviceOf<typeof unitService>(strapi, UID.unit).link(member, row.id);
    if (gotVerified.has(context) && row.authenticated && row.userType === 'owner' && row.email) {
      await serviceOf<typeof profileService>(strapi, UID.profile).tellOwnerVerified(row);
    }
  },
});

/** An owner's create or edit that the roster lists is verified in the same write (docs/requirements.md §15). */
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
  rosterMatch.set(context, member.id);
  if (!stored?.authenticated) gotVerified.add(context);
}
