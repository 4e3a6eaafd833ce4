/**
 * The outbox's recipients (its NoticeRecipients port), answered by the profile module: the lowest
 * module that sees all three things the notices ask of the people — the accounts (identity), their
 * live profiles, and the roster's standing. Registered with the outbox at start (cms/src/app/bootstrap.ts).
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { canSeeMinutes, isLocale, type Locale } from '@hearth/common';
import { accountEmailOf, mailableAccounts, normaliseRoles } from '../../identity/front-door';
import type { MailableAccount, NoticeRecipients } from '../notice/front-door';
import type { rosterService } from '../unit/front-door';
import { serviceOf } from '../../platform/services';
import { defaultLanguageOf } from '../site-setting/front-door';
import { chosenLanguages, liveProfiles } from './model/people';

/** A row of `mailable`: the account and its live profile's verification, if any. */
type MailableRow = MailableAccount & { portal_roles: unknown; authenticated: unknown };

export function noticeRecipients(strapi: Core.Strapi): NoticeRecipients {
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  return {
    mailable: (knex: Knex) =>
      knex
        .from(mailableAccounts(knex).as('a'))
        .leftJoin(liveProfiles(knex).as('pr'), 'pr.user_id', 'a.id')
        .select('a.id', 'a.email', 'a.portal_roles', 'pr.authenticated'),
    // Minutes are for their readers only (common's canSeeMinutes: the roles, and a verified profile).
    readsMinutes: (row) => {
      const { portal_roles: roles, authenticated } = row as MailableRow;
      return canSeeMinutes(normaliseRoles(typeof roles === 'string' ? JSON.parse(roles) : roles), Boolean(authenticated));
    },
    addressOf: (knex, userId) => accountEmailOf(knex, userId),
    mayReadMinutes: async (user) => (await roster().currentResident(user)).minutes,
    // The vote notices' rule (roster votingOwners): a confirmed owner of a roster unit.
    mayVote: async (user) => (await roster().currentResident(user)).voter,
    // A mail in its reader's language: the profile's choice; else, or a language the portal no longer speaks, the association's.
    languagesOf: async (knex, userIds) => {
      const fallback = await defaultLanguageOf(knex);
      const chosen = new Map<number, Locale>();
      const ids = [...new Set(userIds.filter((id) => id > 0))];
      for (let at = 0; at < ids.length; at += 500) {
        const rows = (await chosenLanguages(knex, ids.slice(at, at + 500))) as { user_id: number | string; language: unknown }[];
        for (const row of rows) if (isLocale(row.language)) chosen.set(Number(row.user_id), row.language);
      }
      return (userId) => (userId === null ? fallback : (chosen.get(userId) ?? fallback));
    },
  };
}
