/**
 * An account e-mail goes with the change that decides it (docs/architecture.md "Mail: one outbox"):
 * queued in the change's transaction, so it goes if and only if the change commits, and sent by the
 * outbox's round, never inside the request. The round is woken as the change commits, so the
 * person waits about a second; a mail server that is away delays the e-mail and undoes nothing.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import type { OutboxRounds } from '../api/notice/front-door';
import { serviceOf } from '../platform/services';

/** Wakes the outbox's round: a commit has queued an account e-mail. */
const wakeOutbox = (strapi: Core.Strapi): void => serviceOf<OutboxRounds>(strapi, 'api::notice.notice').wake();

/** Runs `decide` (the change and its e-mail, queued with `trx`) in one transaction, and wakes the round once it commits. */
export async function withQueuedMail<T>(strapi: Core.Strapi, decide: (trx: Knex) => Promise<T>): Promise<T> {
  return await strapi.db.transaction(async ({ trx, onCommit }) => {
    const decided = await decide(trx);
    onCommit(() => wakeOutbox(strapi));
    return decided;
  });
}
