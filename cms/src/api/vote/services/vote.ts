/**
 * Votes (docs/requirements.md, "Votes"): creating and closing them, ballots (online, by proxy, on
 * paper), proxies and results. The rules the database must decide under concurrency are its own:
 * one ballot per unit is the participation table's primary key; a proxy's ballot and its revoke
 * are conditional updates of the one proxy row, so whichever commits first wins and the other
 * is told (409). Who may vote for a unit comes from the roster (api::unit.roster); which units
 * vote, and with what entitlement, from the vote's electorate, fixed from the roster when it opens
 * (model/electorate.ts). At the close the results are sealed: every read answers them unchanged.
 *
 * The service is composed of its parts (services/vote/): the shared context, the electorate,
 * ballots, proxies, results and receipts; this file holds a vote's creation, edit, cancel and list.
 */
import type { Core } from '@strapi/strapi';
import { VoteMessages as M, isSuperUser, type VoteCreate, type VoteSummary } from '@hearth/common';
import { badRequest, conflict, forbidden } from '../../../platform/http-errors';
import { tableWritten } from '../../../platform/write-pipeline';
import { privateFileExists } from '../../file/front-door';
import type { PortalUser } from '../../../identity/front-door';
import { VOTE_TABLES as T, choicesOf, rowOf, statusOf, summaryOf, type VoteRow } from '../model/rows';
import { voteContext } from './vote/context';
import { electoratePart } from './vote/electorate';
import { ballotsPart } from './vote/ballots';
import { proxiesPart } from './vote/proxies';
import { resultsPart } from './vote/results';
import { receiptsPart } from './vote/receipts';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const context = voteContext(strapi);
  const { knex, callerOf, wakeNotices, followsVotes, visibleTo, voteRow, record, lockVote } = context;

  /** Every document a vote names was uploaded (docs/requirements.md, "Vote documents and printable results"). */
  async function requireDocuments(input: VoteCreate): Promise<void> {
    for (const document of input.documents) {
      if (!(await privateFileExists(strapi, 'votes', document.fileName))) throw badRequest(M.documentMissing);
    }
  }

  /** A vote's tally rows at zero: one per question and choice. */
  const talliesOf = (voteId: number, input: VoteCreate) =>
    input.questions.flatMap((q, question) =>
      choicesOf({ text: q.text, kind: q.kind, options: q.options }).map((choice) => ({
        vote_id: voteId,
        question,
        choice,
        units: 0,
        weight: 0,
      })),
    );

  return {
    async create(input: VoteCreate, user: PortalUser): Promise<VoteSummary> {
      const caller = await callerOf(user);
      await requireDocuments(input);
      const id = await strapi.db.transaction(async ({ trx }) => {
        const [inserted] = await trx(T.votes).insert(rowOf(input, caller.profileId), ['id']);
        const voteId = Number(typeof inserted === 'object' ? inserted.id : inserted);
        await trx(T.tallies).insert(talliesOf(voteId, input));
        await record(
          { id: voteId, title: input.title },
          'create',
          'vote',
          `${input.questions.length} question(s), ${input.secret ? 'secret' : 'named'}`,
        );
        return voteId;
      });
      wakeNotices(); // its opening may be due now (docs/requirements.md, "Votes")
      return summaryOf(await voteRow(id, user));
    },

    /**
     * Replaces a vote that has not opened yet (docs/requirements.md, "Votes"): under the vote's lock, so
     * a ballot at the opening instant and the edit are decided one after the other; 409 once open.
     */
    async update(id: number, input: VoteCreate, user: PortalUser): Promise<VoteSummary> {
      await voteRow(id, user);
      await requireDocuments(input);
      await strapi.db.transaction(async ({ trx }) => {
        if (statusOf(await lockVote(trx, id)) !== 'upcoming') throw conflict(M.notUpcoming);
        const { created_by: _by, created_at: _at, ...fields } = rowOf(input, 0);
        await trx(T.votes).where({ id }).update(fields);
        // No ballot is taken before the opening: the tallies follow the new questions.
        await trx(T.tallies).where({ vote_id: id }).delete();
        await trx(T.tallies).insert(talliesOf(id, input));
        await record({ id, title: input.title }, 'update', 'vote', `edited before opening: ${input.questions.length} question(s)`);
      });
      wakeNotices();
      return summaryOf(await voteRow(id, user));
    },

    /** Cancels a vote that has not opened yet: it and its proxies are removed, the record keeps it (409 once open). */
    async cancel(id: number, user: PortalUser): Promise<{ id: number; cancelled: true }> {
      await voteRow(id, user);
      await strapi.db.transaction(async ({ trx }) => {
        const vote = await lockVote(trx, id);
        if (statusOf(vote) !== 'upcoming') throw conflict(M.notUpcoming);
        await trx(T.proxies).where({ vote_id: id }).delete();
        await trx(T.tallies).where({ vote_id: id }).delete();
        await trx(T.votes).where({ id }).delete();
        await tableWritten(strapi, [
          {
            kind: 'vote',
            action: 'delete',
            item: { id, title: vote.title },
            changes: [{ field: 'vote', before: vote.title, after: 'cancelled before opening' }],
          },
        ]);
      });
      return { id, cancelled: true };
    },

    async list(user: PortalUser): Promise<VoteSummary[]> {
      const rows = (await knex()(T.votes).orderBy('opens_at', 'desc').orderBy('id', 'desc')) as VoteRow[];
      const follows = await followsVotes(user);
      return rows.filter((row) => visibleTo(follows, row)).map((row) => summaryOf(row));
    },

    /**
     * A vote's attached document is downloaded by whoever may see a vote it is attached to
     * (docs/requirements.md, "Vote documents and printable results"); super users download any, attached or not yet.
     */
    async requireDocumentReader(fileName: string, user: PortalUser): Promise<void> {
      if (isSuperUser(user.roles)) return;
      const rows = (await knex()(T.votes).where('documents', 'like', `%${JSON.stringify(fileName)}%`)) as VoteRow[];
      const attached = rows.filter((row) => summaryOf(row).documents.some((d) => d.fileName === fileName));
      const follows = await followsVotes(user);
      if (!attached.some((row) => visibleTo(follows, row))) throw forbidden(M.documentHidden);
    },

    /** The votes held at these meetings, by id (docs/requirements.md, "Meetings and notices"): the meetings module's read of this module's table. */
    async heldAt(meetingIds: readonly number[]): Promise<{ id: number; title: string; meetingId: number }[]> {
      if (!meetingIds.length) return [];
      const rows = (await knex()(T.votes).whereIn('meeting_id', meetingIds).orderBy('id').select('id', 'title', 'meeting_id')) as {
        id: number;
        title: string;
        meeting_id: number;
      }[];
      return rows.map((r) => ({ id: Number(r.id), title: r.title, meetingId: Number(r.meeting_id) }));
    },

    /** Holds these votes at the meeting and no others; the first id that names no vote is answered and nothing changes. */
    async holdAt(meetingId: number, voteIds: readonly number[]): Promise<{ missing?: number }> {
      const found = new Set(
        (
          (await knex()(T.votes)
            .whereIn('id', voteIds.length ? voteIds : [-1])
            .select('id')) as { id: number }[]
        ).map((r) => Number(r.id)),
      );
      const missing = voteIds.find((v) => !found.has(v));
      if (missing !== undefined) return { missing };
      await knex().transaction(async (trx) => {
        await trx(T.votes).where({ meeting_id: meetingId }).update({ meeting_id: null });
        if (voteIds.length) await trx(T.votes).whereIn('id', voteIds).update({ meeting_id: meetingId });
      });
      return {};
    },
    ...electoratePart(context),
    ...ballotsPart(context),
    ...proxiesPart(context),
    ...resultsPart(context),
    ...receiptsPart(context),
  };
};
