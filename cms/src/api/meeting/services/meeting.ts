/**
 * Meetings and their statutory notices (docs/requirements.md §21): scheduling under the active rule
 * pack's notice rule, the public notices and calendar, the notice's delivery to each owner (e-mail
 * through the notice outbox to those who agreed, the website, paper mail for the rest), the
 * mailing list, owners' consent to electronic notice and the yearly request for it.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  CONSENT_WORDINGS,
  RECORDINGS_CATEGORY,
  RecordsMessages,
  CURRENT_CONSENT_VERSION,
  MeetingMessages as M,
  NoticeMail,
  StatutoryNoticeMail,
  DELIVERY_CHOICE_PATH,
  localLabel,
  meetingRefusal,
  type ConsentAnswer,
  type ConsentInput,
  type DeliveryChoice,
  type DeliveryList,
  type DeliveryRow,
  type MeetingInput,
  type MeetingList,
  type MeetingRecord,
  type MeetingSummary,
  type StatutoryNoticeKind,
} from '@hearth/common';
import { nowMs } from '../../../identity/clock';
import { siteName } from '../../../identity/site-name';
import type { PortalUser } from '../../../identity/accounts';
import { tableWritten } from '../../../platform/write-pipeline';
import { UID } from '../../../platform/content-registry';
import { exportCsv } from '../../../platform/csv';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http-errors';
import { publicUrl } from '../../../platform/runtime';
import { serviceOf } from '../../../platform/services';
import type rosterService from '../../unit/services/roster';
import type settingsService from '../../site-setting/services/settings';
import type recordsService from '../../records/services/records';
import type voteService from '../../vote/services/vote';
import { MEETING_TABLES as T, currentConsents, emailConsentOf } from '../model/tables';
import { mailingLabelsPdf } from '../model/labels-pdf';
import { messageStates, queueMails } from '../../notice/outbox/mail';

const NOTICES_PATH = '/notices';
const YEAR = 366 * 86_400_000;

interface MeetingRow {
  id: number | string;
  kind: MeetingSummary['kind'];
  title: string;
  starts_at: number | string;
  local_start: string;
  time_zone: string;
  duration_minutes: number;
  place: string;
  video_link: string;
  agenda: string;
  documents: string;
  emergency: boolean | number;
  emergency_reason: string;
  notice_citation: string | null;
  notice_due_at: number | string | null;
  noticed_at: number | string;
  recording_url: string;
  recording_posted_at: number | string | null;
  minutes_document_id: number | null;
}

interface NoticedOwner {
  profileId: number;
  userId: number | null;
  name: string;
  unit: string;
  channel: DeliveryChoice;
  address: string;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const knex = (): Knex => strapi.db.connection;
  const roster = () => serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const votesService = () => serviceOf<typeof voteService>(strapi, 'api::vote.vote');

  const timeZone = (): Promise<string> => serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').timeZone();

  async function documentsOf(ids: number[]): Promise<Map<number, { id: number; title: string; docType: string }>> {
    if (!ids.length) return new Map();
    const rows = (await strapi.db
      .query(UID.document)
      .findMany({ where: { id: { $in: ids }, archivedAt: { $null: true } }, select: ['id', 'title', 'docType'] })) as {
      id: number;
      title: string;
      docType: string;
    }[];
    return new Map(rows.map((r) => [Number(r.id), { id: Number(r.id), title: r.title, docType: r.docType }]));
  }

  /**
   * Approved minutes attached to a meeting are posted as an official record of the pack's minutes
   * category (docs/requirements.md §21), with the poster's privacy confirmation when owners may read
   * them (§20). A document already filed keeps its record; a pack without minutes files nothing.
   */
  async function postMinutesAsRecord(documentId: number, confirmNoPrivate: boolean | undefined, user: PortalUser): Promise<void> {
    const filed = await strapi.db.query(UID.document).findOne({ where: { id: documentId }, select: ['recordsCategory'] });
    if (filed?.recordsCategory) return;
    const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
    const minutes = pack.categories.find((category) => category.key === 'minutes');
    if (!minutes) return;
    await serviceOf<typeof recordsService>(strapi, 'api::records.records').post(
      { documentId, category: minutes.key, audience: minutes.audience, confirmNoPrivate },
      user,
    );
  }

  async function summaries(rows: MeetingRow[]): Promise<MeetingSummary[]> {
    const docIds = [
      ...new Set(
        rows.flatMap((r) => [...(JSON.parse(r.documents) as number[]), ...(r.minutes_document_id ? [r.minutes_document_id] : [])]),
      ),
    ];
    const docs = await documentsOf(docIds);
    const votes = await votesService().heldAt(rows.map((r) => Number(r.id)));
    return rows.map((r) => {
      const minutes = r.minutes_document_id ? docs.get(r.minutes_document_id) : undefined;
      return {
        id: Number(r.id),
        kind: r.kind,
        title: r.title,
        startsAt: iso(r.starts_at),
        localStart: r.local_start,
        timeZone: r.time_zone,
        durationMinutes: Number(r.duration_minutes),
        place: r.place,
        videoLink: r.video_link,
        agenda: r.agenda,
        documents: (JSON.parse(r.documents) as number[]).flatMap((id) => {
          const doc = docs.get(id);
          return doc ? [{ id: doc.id, title: doc.title }] : [];
        }),
        emergency: Boolean(r.emergency),
        emergencyReason: r.emergency_reason,
        noticeCitation: r.notice_citation,
        noticeDueAt: r.notice_due_at === null ? null : iso(r.notice_due_at),
        noticedAt: iso(r.noticed_at),
        recordingUrl: r.recording_url,
        minutes: minutes ? { id: minutes.id, title: minutes.title } : null,
        votes: votes.filter((v) => v.meetingId === Number(r.id)).map((v) => ({ id: v.id, title: v.title })),
      };
    });
  }

  /** A recording posted to owners is theirs (§20, §21): the public notices leave its link out for the others. */
  async function forReader(meetings: MeetingSummary[], user: PortalUser | null): Promise<MeetingSummary[]> {
    if (await serviceOf<typeof recordsService>(strapi, 'api::records.records').maySee(RECORDINGS_CATEGORY, user)) return meetings;
    return meetings.map((m) => ({ ...m, recordingUrl: '' }));
  }

  async function rowOf(id: number): Promise<MeetingRow> {
    const row = (await knex()(T.meetings).where({ id }).first()) as MeetingRow | undefined;
    if (!row) throw notFound(M.notFound);
    return row;
  }

  /**
   * Every owner to notify, one per profile: confirmed owners of roster units (the roster's one
   * answer), each with how the notice reaches them: e-mail when they agreed to it and their account
   * can receive it, the website when they chose it, paper mail to the unit otherwise.
   */
  async function ownersToNotify(): Promise<NoticedOwner[]> {
    const places = (await roster().confirmedPlaces()).filter((p) => p.relation === 'owner');
    const seen = new Set<number>();
    const owners = places.filter((p) => !seen.has(p.profileId) && seen.add(p.profileId));
    const consents = await currentConsents(
      knex(),
      owners.map((o) => o.profileId),
    );
    const out = [];
    for (const owner of owners) {
      const unit = `${owner.unit.number} ${owner.unit.street}`;
      const choice = consents.get(owner.profileId)?.choice ?? 'paper';
      const email = choice === 'email' && owner.userId !== null ? await emailConsentOf(knex(), owner.userId) : null;
      const channel: DeliveryChoice = choice === 'website' ? 'website' : email ? 'email' : 'paper';
      const address = channel === 'email' ? email!.email : channel === 'website' ? `${publicUrl()}${NOTICES_PATH}` : unit;
      out.push({ profileId: owner.profileId, userId: owner.userId, name: owner.name, unit, channel, address });
    }
    return out;
  }

  /** Records the notice's delivery to every owner and queues the e-mails in the notice outbox, in the caller's transaction. */
  async function deliverNotice(
    trx: Knex.Transaction,
    source: 'meeting' | 'deliveryChoice',
    itemId: number,
    kind: StatutoryNoticeKind,
    subject: string,
    body: string,
    now: number,
    owners: NoticedOwner[],
  ): Promise<void> {
    for (let at = 0; at < owners.length; at += 200) {
      const chunk = owners.slice(at, at + 200);
      const mailed = chunk.filter((o) => o.channel === 'email');
      const outboxOf = new Map<number, number>();
      if (mailed.length) {
        const inserted = await queueMails(
          trx,
          mailed.map((o) => ({ userId: o.userId as number, email: o.address, kind, delivery: 'atOnce' as const, subject, body, at: now })),
        );
        for (const row of inserted) outboxOf.set(row.userId, row.id);
      }
      await trx(T.deliveries).insert(
        chunk.map((o) => ({
          source,
          item_id: itemId,
          profile_id: o.profileId,
          user_id: o.userId,
          name: o.name.slice(0, 255),
          unit: o.unit.slice(0, 255),
          channel: o.channel,
          address: o.address.slice(0, 500),
          outbox_id: o.channel === 'email' && o.userId !== null ? (outboxOf.get(o.userId) ?? null) : null,
          recorded_at: now,
        })),
      );
    }
  }

  async function deliveryRows(source: 'meeting' | 'deliveryChoice', itemId: number, channel?: DeliveryChoice): Promise<DeliveryRow[]> {
    const rows = (await knex()(`${T.deliveries} as d`)
      .leftJoin(messageStates(knex()).as('o'), 'o.id', 'd.outbox_id')
      .where({ 'd.source': source, 'd.item_id': itemId })
      .modify((q) => {
        if (channel) q.where('d.channel', channel);
      })
      .orderBy([{ column: 'd.unit' }, { column: 'd.name' }])
      .select('d.name', 'd.unit', 'd.channel', 'd.address', 'd.recorded_at', 'o.status')) as {
      name: string;
      unit: string;
      channel: DeliveryChoice;
      address: string;
      recorded_at: number | string;
      status: string | null;
    }[];
    return rows.map((r) => ({
      name: r.name,
      unit: r.unit,
      channel: r.channel,
      address: r.address,
      result: r.channel === 'email' ? (r.status ?? 'pending') : r.channel === 'website' ? 'posted' : 'toMail',
      recordedAt: iso(r.recorded_at),
    }));
  }

  const wakeNotices = () => strapi.service('api::notice.notice').wake();

  return {
    async list(user: PortalUser | null = null): Promise<MeetingList> {
      const now = nowMs();
      // Past meetings of the last 12 months (their recordings and minutes stay posted that long, §21).
      const rows = (await knex()(T.meetings)
        .where('starts_at', '>', now - YEAR)
        .orderBy('starts_at', 'asc')
        .select('*')) as MeetingRow[];
      const ended = (r: MeetingRow) => Number(r.starts_at) + Number(r.duration_minutes) * 60_000 <= now;
      const all = await forReader(await summaries(rows), user);
      return {
        upcoming: all.filter((_, i) => !ended(rows[i])),
        past: all.filter((_, i) => ended(rows[i])).reverse(),
      };
    },

    /** One meeting; without `user` (the board's own calls) the recording link is kept. */
    async detail(id: number, user?: PortalUser | null): Promise<MeetingSummary> {
      const [meeting] = await summaries([await rowOf(id)]);
      return user === undefined ? meeting : (await forReader([meeting], user))[0];
    },

    /** Schedules a meeting and gives its notice at once; refused, with nothing stored, when it cannot be noticed in time. */
    async create(input: MeetingInput, createdBy: number | null): Promise<MeetingSummary> {
      const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
      const zone = await timeZone();
      const now = nowMs();
      const decided = meetingRefusal(input, pack, now, zone);
      if ('message' in decided) throw badRequest(decided.message);
      const docs = await documentsOf(input.documentIds);
      const missing = input.documentIds.find((id) => !docs.has(id));
      if (missing !== undefined) throw badRequest(M.documentNotFound(missing));
      const site = await siteName(strapi);
      // Read before the transaction: SQLite has one connection, which the transaction holds.
      const owners = await ownersToNotify();
      const id = await knex().transaction(async (trx) => {
        const [row] = (await trx(T.meetings)
          .insert({
            kind: input.kind,
            title: input.title,
            starts_at: decided.start,
            local_start: input.startsAt,
            time_zone: zone,
            duration_minutes: input.durationMinutes,
            place: input.place,
            video_link: input.videoLink,
            agenda: input.agenda,
            documents: JSON.stringify([...new Set(input.documentIds)]),
            emergency: input.emergency,
            emergency_reason: input.emergency ? input.emergencyReason : '',
            notice_citation: decided.rule?.citation ?? null,
            notice_due_at: decided.deadline,
            noticed_at: now,
            recording_url: '',
            minutes_document_id: null,
            created_by: createdBy,
          })
          .returning('id')) as ({ id: number | string } | number)[];
        const meetingId = Number(typeof row === 'object' ? row.id : row);
        const link = `${publicUrl()}${NOTICES_PATH}#meeting-${meetingId}`;
        await deliverNotice(
          trx,
          'meeting',
          meetingId,
          'meetings',
          NoticeMail.ledSubject(site, StatutoryNoticeMail.meetingLead(input.kind, input.emergency), input.title),
          StatutoryNoticeMail.meetingBody({
            title: input.title,
            when: localLabel(decided.start, zone),
            place: input.place,
            videoLink: input.videoLink,
            agenda: input.agenda,
            link,
            citation: decided.rule?.citation ?? null,
          }),
          now,
          owners,
        );
        return meetingId;
      });
      await tableWritten(strapi, [
        {
          kind: 'meeting',
          action: 'create',
          item: { id, title: input.title },
          changes: [
            { field: 'startsAt', before: null, after: `${input.startsAt} ${zone}` },
            { field: 'emergency', before: null, after: input.emergency },
          ],
        },
      ]);
      wakeNotices();
      return this.detail(id);
    },

    /**
     * After the meeting: its recording link and approved minutes (a Minutes document), both posted to
     * the records (§21). The recording is a record of its own kind, kept on the meeting: posted under the
     * pack's recordings category with the poster's privacy confirmation when owners may see it, its
     * posting time stamped when a link is first given and never changed (a cleared link leaves the records).
     */
    async record(id: number, input: MeetingRecord, user: PortalUser): Promise<MeetingSummary> {
      const row = await rowOf(id);
      const now = nowMs();
      if (Number(row.starts_at) > now) throw conflict(M.notHeldYet);
      const changes: Record<string, unknown> = {};
      if (input.recordingUrl !== undefined) {
        changes.recording_url = input.recordingUrl;
        const pack = await serviceOf<typeof settingsService>(strapi, 'api::site-setting.settings').rulePack();
        const category = pack.categories.find((c) => c.key === RECORDINGS_CATEGORY);
        if (input.recordingUrl && category && input.recordingUrl !== row.recording_url) {
          if (category.audience !== 'board') {
            if (!input.confirmNoPrivate) throw badRequest(RecordsMessages.privacyConfirmationRequired);
            changes.recording_confirmed_by = (await roster().currentResident(user)).name.slice(0, 255);
            changes.recording_confirmed_at = now;
          }
          if (row.recording_posted_at === null) changes.recording_posted_at = now;
        }
      }
      if (input.minutesDocumentId !== undefined) {
        if (input.minutesDocumentId !== null) {
          const doc = (await documentsOf([input.minutesDocumentId])).get(input.minutesDocumentId);
          if (!doc || doc.docType !== 'Minutes') throw badRequest(M.minutesNotFound);
          await postMinutesAsRecord(input.minutesDocumentId, input.confirmNoPrivate, user);
        }
        changes.minutes_document_id = input.minutesDocumentId;
      }
      await knex()(T.meetings).where({ id }).update(changes);
      await tableWritten(strapi, [
        {
          kind: 'meeting',
          action: 'update',
          item: { id, title: row.title },
          changes: Object.entries(changes).map(([field, after]) => ({
            field,
            before: (row as unknown as Record<string, unknown>)[field] ?? null,
            after,
          })),
        },
      ]);
      return this.detail(id);
    },

    /** The recordings posted to the records (§21), newest meeting first: a link given and a posting time. */
    async postedRecordings(): Promise<{ id: number; title: string; documentDate: string; postedAt: string; link: string }[]> {
      const rows = (await knex()(T.meetings)
        .whereNotNull('recording_posted_at')
        .whereNot('recording_url', '')
        .orderBy([
          { column: 'starts_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select('id', 'title', 'local_start', 'recording_url', 'recording_posted_at')) as Pick<
        MeetingRow,
        'id' | 'title' | 'local_start' | 'recording_url' | 'recording_posted_at'
      >[];
      return rows.map((r) => ({
        id: Number(r.id),
        title: `Recording: ${r.title}`,
        documentDate: r.local_start.slice(0, 10),
        postedAt: iso(r.recording_posted_at!),
        link: r.recording_url,
      }));
    },

    /** Which votes are held at the meeting (a vote belongs to at most one). */
    async linkVotes(id: number, voteIds: number[]): Promise<MeetingSummary> {
      const row = await rowOf(id);
      const { missing } = await votesService().holdAt(id, voteIds);
      if (missing !== undefined) throw badRequest(M.voteNotFound(missing));
      await tableWritten(strapi, [
        { kind: 'meeting', action: 'update', item: { id, title: row.title }, changes: [{ field: 'votes', before: null, after: voteIds }] },
      ]);
      return this.detail(id);
    },

    async deliveries(id: number): Promise<DeliveryList> {
      await rowOf(id);
      const deliveries = await deliveryRows('meeting', id);
      return { total: deliveries.length, deliveries };
    },

    /** The owners the notice goes to by paper mail: CSV rows or PDF address labels. */
    async mailingList(id: number, format: 'csv' | 'pdf'): Promise<string | Uint8Array> {
      const row = await rowOf(id);
      const paper = await deliveryRows('meeting', id, 'paper');
      if (format === 'csv') return exportCsv([['Name', 'Mailing address'], ...paper.map((p) => [p.name, p.address])]);
      return mailingLabelsPdf(
        `${row.title} — ${localLabel(Number(row.starts_at), row.time_zone)}`,
        paper.map((p) => ({ name: p.name, address: p.address })),
      );
    },

    /** The public calendar: every meeting of the last year and to come (RFC 5545, the bookings' encoder). */
    async calendarRows(): Promise<MeetingSummary[]> {
      const rows = (await knex()(T.meetings)
        .where('starts_at', '>', nowMs() - YEAR)
        .orderBy('starts_at')
        .select('*')) as MeetingRow[];
      return summaries(rows);
    },

    async consent(user: PortalUser): Promise<ConsentAnswer> {
      const resident = await roster().currentResident(user);
      const eligible = resident.voter && resident.profileId !== null;
      const current = eligible ? (await currentConsents(knex(), [resident.profileId!])).get(resident.profileId!) : undefined;
      return {
        current: current
          ? { choice: current.choice, version: current.version, wording: current.wording, agreedAt: iso(current.agreed_at) }
          : null,
        wording: CONSENT_WORDINGS[CURRENT_CONSENT_VERSION],
        version: CURRENT_CONSENT_VERSION,
        eligible,
      };
    },

    /** Records the owner's choice with the exact wording of the version agreed to; a previous agreement is superseded. */
    async saveConsent(user: PortalUser, input: ConsentInput): Promise<ConsentAnswer> {
      const resident = await roster().callerOf(user, M.consentNotOwner);
      if (!resident.voter) throw forbidden(M.consentNotOwner);
      const now = nowMs();
      await knex().transaction(async (trx) => {
        await trx(T.consents).where({ profile_id: resident.profileId }).whereNull('withdrawn_at').update({ withdrawn_at: now });
        await trx(T.consents).insert({
          profile_id: resident.profileId,
          user_id: user.id,
          choice: input.choice,
          version: input.version,
          wording: CONSENT_WORDINGS[input.version],
          agreed_at: now,
          withdrawn_at: null,
        });
      });
      await tableWritten(strapi, [
        {
          kind: 'noticeConsent',
          action: 'create',
          item: { id: resident.profileId, title: resident.name },
          changes: [
            { field: 'choice', before: null, after: input.choice },
            { field: 'version', before: null, after: input.version },
          ],
        },
      ]);
      return this.consent(user);
    },

    async withdrawConsent(user: PortalUser): Promise<ConsentAnswer> {
      // Anyone may withdraw what their profile agreed to (an owner no longer verified too); nothing agreed: 409.
      const resident = await roster().currentResident(user);
      const changed =
        resident.profileId === null
          ? 0
          : await knex()(T.consents).where({ profile_id: resident.profileId }).whereNull('withdrawn_at').update({ withdrawn_at: nowMs() });
      if (!changed) throw conflict(M.nothingToWithdraw);
      await tableWritten(strapi, [
        {
          kind: 'noticeConsent',
          action: 'update',
          item: { id: resident.profileId, title: resident.name },
          changes: [{ field: 'withdrawn', before: false, after: true }],
        },
      ]);
      return this.consent(user);
    },

    /** The yearly request for each owner's delivery choice (California §4041), once a year. */
    async requestDeliveryChoices(year: number): Promise<DeliveryList> {
      const now = nowMs();
      const thisYear = new Date(now).getUTCFullYear();
      if (year !== thisYear && year !== thisYear + 1) throw badRequest(M.requestYearInvalid);
      const site = await siteName(strapi);
      const owners = await ownersToNotify();
      try {
        await knex().transaction(async (trx) => {
          if (await trx(T.deliveries).where({ source: 'deliveryChoice', item_id: year }).first('id'))
            throw conflict(M.requestAlreadySent(year));
          await deliverNotice(
            trx,
            'deliveryChoice',
            year,
            'deliveryChoice',
            NoticeMail.ledSubject(site, StatutoryNoticeMail.requestLead(year), site),
            StatutoryNoticeMail.requestBody(year, `${publicUrl()}${DELIVERY_CHOICE_PATH}`),
            now,
            owners,
          );
        });
      } catch (error) {
        // Two requests at once: the unique (source, item, profile) lets one win.
        if ((error as { status?: number }).status === 409) throw error;
        if (await knex()(T.deliveries).where({ source: 'deliveryChoice', item_id: year }).first('id'))
          throw conflict(M.requestAlreadySent(year));
        throw error;
      }
      wakeNotices();
      const deliveries = await deliveryRows('deliveryChoice', year);
      return { total: deliveries.length, deliveries };
    },
  };
};
