/**
 * The invitation e-mail to a listed person who has not registered: one person, or every owner not
 * yet registered; each invitation claimed first, so two clicks send one.
 */
import type { Core } from '@strapi/strapi';
import { Messages, mailTexts, translateCommon, type InviteAllReport } from '@hearth/common';
import { badRequest, conflict, notFound } from '../../../../platform/http-errors';
import { UID } from '../../../../platform/content-registry';
import { publicUrl } from '../../../../platform/runtime';
import { siteName } from '../../../../platform/site-name';
import type { Knex } from 'knex';
import { mailLanguages, sendMail, type OutboxRounds } from '../../../notice/front-door';
import { serviceOf } from '../../../../platform/services';

/** How soon a person may be invited again: one click, or the bulk invitation of all. */
const INVITE_AGAIN_AFTER = { single: 60_000, bulk: 86_400_000 } as const;

/**
 * Marks a listed person as invited now, unless they were within `after` ms: one conditional
 * update, so of two clicks at once only one goes on to send (docs/requirements.md, "The unit roster").
 */
async function claimInvitation(strapi: Core.Strapi, memberId: number, after: number): Promise<boolean> {
  const now = Date.now();
  const { count } = await strapi.db.query(UID.unitMember).updateMany({
    where: { id: memberId, $or: [{ invitedAt: { $null: true } }, { invitedAt: { $lt: new Date(now - after) } }] },
    data: { invitedAt: new Date(now) },
  });
  return count > 0;
}

interface Invitee {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  relation: string;
}

/** The invitation e-mail, queued in `trx`: the registration link with the person's details filled in. */
async function queueInvitation(strapi: Core.Strapi, member: Invitee, unit: { number: string; street: string }, site: string, trx: Knex) {
  const query = new URLSearchParams({
    firstName: member.firstName ?? '',
    lastName: member.lastName ?? '',
    email: member.email,
    unitNumber: unit.number,
    streetName: unit.street,
    userType: member.relation,
  });
  // No account yet, so no language of their own: the association's (read in `trx`).
  const locale = (await mailLanguages(strapi, [], trx))(null);
  await sendMail(
    strapi,
    {
      kind: 'roster-invitation',
      to: member.email,
      userId: 0, // a person with no account yet
      subject: translateCommon(locale, Messages.invitationSubject(site)),
      text: mailTexts(locale).account.invitationText(
        member.firstName || '',
        site,
        unit.number,
        unit.street,
        `${publicUrl()}/register?${query}`,
      ),
    },
    trx,
  );
}

/**
 * Claims the invitation and queues its e-mail in one transaction (both or neither), and wakes the
 * outbox's round once it commits; false when the person was invited within `after` ms.
 */
async function invite(
  strapi: Core.Strapi,
  member: Invitee & { id: number },
  unit: { number: string; street: string },
  site: string,
  after: number,
): Promise<boolean> {
  return await strapi.db.transaction(async ({ trx, onCommit }) => {
    if (!(await claimInvitation(strapi, member.id, after))) return false;
    await queueInvitation(strapi, member, unit, site, trx);
    onCommit(() => serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake());
    return true;
  });
}

export const invitationsPart = (strapi: Core.Strapi) => ({
  /** POST /units/members/:id/invite: the registration link, pre-filled, to a listed person who has not registered. */
  async invite(memberId: number): Promise<{ message: string }> {
    const member = await strapi.db.query(UID.unitMember).findOne({ where: { id: memberId } });
    if (!member) throw notFound(Messages.notFound);
    if (member.profileId != null) throw badRequest(Messages.invitationNotNeeded);
    if (!member.email) throw badRequest(Messages.invitationNoEmail);
    const unit = await strapi.db.query(UID.unit).findOne({ where: { id: member.unitId } });
    if (!unit) throw notFound(Messages.unitNotFound);
    if (!(await invite(strapi, member, unit, await siteName(strapi), INVITE_AGAIN_AFTER.single))) throw conflict(Messages.invitationRecent);
    return { message: Messages.invitationSent(member.email) };
  },

  /**
   * POST /units/invite-unregistered: the invitation to every owner on the roster who has not
   * registered and has an e-mail address, but not to those invited within the last day
   * (docs/requirements.md, "The unit roster"); each claimed first, so two clicks send one invitation.
   */
  async inviteUnregistered(): Promise<InviteAllReport> {
    const owners = await strapi.db.query(UID.unitMember).findMany({ where: { relation: 'owner', profileId: { $null: true } } });
    const units = new Map(
      (await strapi.db.query(UID.unit).findMany({ select: ['id', 'number', 'street'] })).map((u) => [Number(u.id), u] as const),
    );
    const site = await siteName(strapi);
    let invited = 0;
    let noEmail = 0;
    let recent = 0;
    for (const owner of owners) {
      const unit = units.get(Number(owner.unitId));
      if (!owner.email || !unit) noEmail += 1;
      else if (!(await invite(strapi, owner, unit, site, INVITE_AGAIN_AFTER.bulk))) recent += 1;
      else invited += 1;
    }
    return { invited, noEmail, recent, message: Messages.invitedAll(invited, noEmail, recent) };
  },
});
