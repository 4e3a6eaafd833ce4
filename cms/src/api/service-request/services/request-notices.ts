/**
 * The e-mail notices of service requests (docs/requirements.md, "Service requests" and requirements, "E-mail notices"), kind
 * `requests`: staff hear of each new request, and of its requester's comments and reopening; the
 * requester hears of each comment meant for them (a status change is one too). They are queued in the notice outbox in the transaction of the
 * write that causes them, so each goes out once; the outbox's rounds send them (at once) or
 * gather them into the weekly digest, by each account's choice for the kind.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { isRequestStaff } from '@hearth/common';
import { accountRoles } from '../../../identity/front-door';
import { normaliseRoles } from '../../../identity/front-door';
import { siteName } from '../../../platform/site-name';
import { publicUrl } from '../../../platform/runtime';
import { queueItemNotice } from '../../notice/front-door';
import { liveProfiles } from '../../profile/front-door';

/** What a notice is about: a new request (staff), or a comment on one (its requester, or staff for the requester's). */
export interface RequestNotice {
  source: 'request' | 'request-comment';
  /** The request's id, or the comment's. */
  itemId: number;
  requestId: number;
  title: string;
  excerpt: string;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  /** Queues one notice for each account that wants the kind; the (source, item, account) key makes a second queueing a no-op. */
  async function queue(knex: Knex, notice: RequestNotice, userIds: number[]): Promise<void> {
    const { source, itemId, title, excerpt } = notice;
    const link = `${publicUrl()}/requests/${notice.requestId}`;
    await queueItemNotice(knex, await siteName(strapi), { source, itemId, kind: 'requests', title, excerpt, link }, userIds);
  }

  /** The accounts of staff: directors, administrators and verified property managers (common's isRequestStaff). */
  async function staffAccounts(knex: Knex): Promise<number[]> {
    const rows = (await knex
      .from(accountRoles(knex).as('u'))
      .leftJoin(liveProfiles(knex).as('pr'), 'pr.user_id', 'u.id')
      .select('u.id', 'u.portal_roles', 'pr.user_type', 'pr.authenticated')) as {
      id: number;
      portal_roles: unknown;
      user_type: string | null;
      authenticated: unknown;
    }[];
    const staff = rows.filter((row) =>
      isRequestStaff(normaliseRoles(typeof row.portal_roles === 'string' ? JSON.parse(row.portal_roles) : row.portal_roles), {
        userType: row.user_type,
        authenticated: Boolean(row.authenticated),
      }),
    );
    return [...new Set(staff.map((row) => Number(row.id)))];
  }

  return {
    /** Staff hear of a new request, and of its requester's comments and reopening (the requester, if staff, does not). */
    async forStaff(knex: Knex, notice: RequestNotice, requesterUserId: number | null): Promise<void> {
      await queue(
        knex,
        notice,
        (await staffAccounts(knex)).filter((id) => id !== requesterUserId),
      );
    },

    /** The requester hears of a comment meant for them. */
    async forRequester(knex: Knex, notice: RequestNotice, requesterUserId: number | null): Promise<void> {
      if (requesterUserId !== null) await queue(knex, notice, [requesterUserId]);
    },
  };
};
