/**
 * Proxies: an owner names another verified owner, or a director, to vote for their unit, and may
 * revoke them until they have voted; the database decides a race between the revoke and the ballot.
 */
import { VoteMessages as M, translateCommon } from '@hearth/common';
import { badRequest, conflict, forbidden } from '../../../../platform/http-errors';
import { isUniqueViolation } from '../../../../platform/idempotency';
import type { PortalUser } from '../../../../identity/front-door';
import type { RosterUnit } from '../../../unit/front-door';
import { mailLanguages, sendMail } from '../../../notice/front-door';
import { VOTE_TABLES as T, statusOf, type VoteRow } from '../../model/rows';
import { unitLabel, type VoteContext } from './context';

export const proxiesPart = (context: VoteContext) => {
  const { strapi, knex, roster, callerOf, anyVoteRow, voteRow, record, activeProxy, nameOf } = context;

  /** The proxy is told by e-mail, through the outbox, that they hold the unit's vote (docs/requirements.md, "Votes"). */
  async function mailProxy(email: string, vote: VoteRow, unit: RosterUnit, by: string) {
    const account = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: email.toLowerCase() }, select: ['id', 'email'] });
    if (!account) return;
    try {
      // In the proxy's language (docs/architecture.md, "Languages"): common's English words, translated.
      const locale = (await mailLanguages(strapi, [Number(account.id)]))(Number(account.id));
      await sendMail(strapi, {
        kind: 'vote-proxy',
        to: String(account.email),
        userId: Number(account.id),
        subject: translateCommon(locale, M.proxySubject(vote.title)),
        text: translateCommon(locale, M.proxyMail(by, unitLabel(unit), vote.title)),
      });
    } catch (error) {
      // The proxy stands; they also see the unit on the vote's page.
      strapi.log.warn(`Proxy notice not queued: ${error instanceof Error ? error.message : error}`);
    }
  }

  /** A proxy is a verified owner of a roster unit, or a director (docs/requirements.md, "Votes"). */
  async function proxyCandidate(email: string): Promise<number> {
    const account = await strapi.db
      .query('plugin::users-permissions.user')
      .findOne({ where: { email: email.toLowerCase(), blocked: false }, select: ['id', 'portalRoles'] });
    const profile = account && (await roster().liveProfileOf(account.id));
    if (!profile) throw badRequest(M.proxyUnknown);
    const roles = (Array.isArray(account.portalRoles) ? account.portalRoles : JSON.parse(String(account.portalRoles ?? '[]'))) as string[];
    if (roles.includes('director') || (await roster().residentOfProfile(Number(profile.id)))?.voter) return Number(profile.id);
    throw badRequest(M.proxyUnknown);
  }

  return {
    /** An owner names another verified owner, or a director, as their unit's proxy for a vote. */
    async appointProxy(id: number, proxyEmail: string, user: PortalUser) {
      // Not voteRow: whoever may not vote is told so (403), as for a ballot.
      const vote = await anyVoteRow(id);
      const caller = await callerOf(user);
      const unit = caller.own;
      if (!unit) throw forbidden(M.notEligible);
      if (statusOf(vote) === 'closed') throw conflict(M.alreadyClosed);
      const proxyProfileId = await proxyCandidate(proxyEmail);
      if (proxyProfileId === caller.profileId) throw badRequest(M.proxySelf);
      // A co-owner already votes for the unit; as its proxy they would only lock it (docs/requirements.md, "Votes").
      const named = await roster().residentOfProfile(proxyProfileId);
      if (named?.voter && named.unit?.id === unit.id) throw badRequest(M.proxyCoOwner);
      if (await knex()(T.participations).where({ vote_id: id, unit_id: unit.id }).first()) throw conflict(M.alreadyCast);
      try {
        await strapi.db.transaction(async ({ trx }) => {
          await trx(T.proxies).insert({
            vote_id: id,
            unit_id: unit.id,
            proxy_profile_id: proxyProfileId,
            appointed_by: caller.profileId,
            appointed_at: Date.now(),
          });
          await record(vote, 'update', 'proxy', `${unitLabel(unit)}: ${await nameOf(proxyProfileId)}`);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(M.proxyExists);
        throw error;
      }
      await mailProxy(proxyEmail, vote, unit, caller.name);
      return { unitId: unit.id, proxy: await nameOf(proxyProfileId) };
    },

    /** Revokes the unit's proxy while the proxy has not voted; the database decides a race with the proxy's ballot. */
    async revokeProxy(id: number, user: PortalUser) {
      const vote = await voteRow(id, user);
      const caller = await callerOf(user);
      const unit = caller.own;
      if (!unit) throw forbidden(M.notEligible);
      await strapi.db.transaction(async ({ trx }) => {
        const revoked = await trx(T.proxies)
          .where({ vote_id: id, unit_id: unit.id })
          .whereNull('revoked_at')
          .whereNull('used_at')
          .update({ revoked_at: Date.now() });
        if (!revoked) throw conflict((await activeProxy(trx, id, unit.id)) ? M.proxyVoted : M.proxyNone);
        await record(vote, 'update', 'proxy', `${unitLabel(unit)}: revoked`);
      });
      return { unitId: unit.id, proxy: null };
    },
  };
};
