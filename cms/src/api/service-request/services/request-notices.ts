/**
 * The e-mail notices of service requests (docs/requirements.md §18 and §10), kind
 * `requests`: staff hear of each new request, and of its requester's comments and reopening; the
 * requester hears of each comment meant for them (a status change is one too). They are queued in the notice outbox in the transaction of the
 * write that causes them, so each goes out once; the outbox's rounds send them (at once) or
 * gather them into the weekly digest, by each account's choice for the kind.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { NoticeMail, isRequestStaff } from '@hearth/common';
import { normaliseRoles } from '../../../identity/accounts';
import { nowMs } from '../../../identity/clock';
import { siteName } from '../../../identity/site-name';
import { publicUrl } from '../../../platform/runtime';
import { nextDigestTime } from '../../notice/outbox/digests';
import { recipientsOf } from '../../notice/outbox/preferences';
import { queueMails } from '../../notice/outbox/mail';
import { NOTICE_TABLES } from '../../notice/outbox/store';

const { recipients: RECIPIENTS } = NOTICE_TABLES;

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
    const now = nowMs();
    const site = await siteName(strapi);
    const title = notice.title.slice(0, 255);
    const excerpt = notice.excerpt.slice(0, 500);
    const link = `${publicUrl()}/requests/${notice.requestId}`;
    for (const userId of userIds) {
      const [recipient] = await recipientsOf(knex, 'requests', userId);
      if (!recipient) continue;
      const known = await knex(RECIPIENTS).where({ source: notice.source, item_id: notice.itemId, user_id: userId }).first('id');
      if (known) continue;
      let messageId: number | null = null;
      if (recipient.delivery === 'atOnce') {
        const [row] = await queueMails(knex, [
          {
            userId,
            email: recipient.email,
            kind: 'requests',
            delivery: 'atOnce',
            subject: NoticeMail.subject(site, 'requests', title),
            body: NoticeMail.itemBody(title, excerpt, link),
          },
        ]);
        messageId = Number(row.id);
      }
      await knex(RECIPIENTS).insert({
        source: notice.source,
        item_id: notice.itemId,
        kind: 'requests',
        user_id: userId,
        delivery: recipient.delivery,
        title,
        excerpt,
        link: link.slice(0, 500),
        due_at: recipient.delivery === 'atOnce' ? now : nextDigestTime(now),
        message_id: messageId,
      });
    }
  }

  /** The accounts of staff: directors, administrators and verified property managers (common's isRequestStaff). */
  async function staffAccounts(knex: Knex): Promise<number[]> {
    const rows = (await knex('up_users as u')
      .leftJoin('profiles as pr', (join) => join.on('pr.user_id', '=', 'u.id').andOnNull('pr.removed_at'))
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
