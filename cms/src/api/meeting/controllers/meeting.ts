import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import {
  MeetingMessages,
  consentSchema,
  deliveryChoiceRequestSchema,
  meetingCreateSchema,
  meetingRecordSchema,
  meetingDraftMinutesSchema,
  meetingMinutesApprovalSchema,
  meetingVotesSchema,
  meetingCancelSchema,
  meetingEditSchema,
  meetingPostponeSchema,
  mailingListQuerySchema,
  meetingHeading,
  isLocale,
  mailTexts,
  paperNoticeSignOffSchema,
} from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { browserLocale, callerOf, jsonBody, pathId, requireCaller } from '../../../platform/request';
import { serviceOf } from '../../../platform/services';
import { calendarFeed } from '../../../platform/ics';
import { readerLocale } from '../../../platform/content-languages';
import type service from '../services/meeting';
import type lifecycleService from '../services/lifecycle';

const meetings = (strapi: Core.Strapi) => serviceOf<typeof service>(strapi, 'api::meeting.meeting');
const lifecycle = (strapi: Core.Strapi) => serviceOf<typeof lifecycleService>(strapi, 'api::meeting.lifecycle');
const meetingId = (ctx: Context) => pathId(ctx, MeetingMessages.notFound);
const pdfAnswer = (ctx: Context, name: string, pdf: Uint8Array) => {
  ctx.attachment(name);
  ctx.type = 'application/pdf';
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = Buffer.from(pdf);
};

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(ctx: Context) {
    ctx.body = await meetings(strapi).list(callerOf(ctx));
  },
  async detail(ctx: Context) {
    ctx.body = await meetings(strapi).detail(meetingId(ctx), callerOf(ctx));
  },
  async create(ctx: Context) {
    const input = parseOrThrow(meetingCreateSchema, jsonBody(ctx));
    ctx.status = 201;
    ctx.body = await meetings(strapi).create(input, requireCaller(ctx).id);
  },
  async record(ctx: Context) {
    ctx.body = await meetings(strapi).record(meetingId(ctx), parseOrThrow(meetingRecordSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async addDraftMinutes(ctx: Context) {
    const input = parseOrThrow(meetingDraftMinutesSchema, jsonBody(ctx));
    ctx.status = 201;
    ctx.body = await meetings(strapi).addDraftMinutes(meetingId(ctx), input, requireCaller(ctx));
  },
  async approveMinutes(ctx: Context) {
    const input = parseOrThrow(meetingMinutesApprovalSchema, jsonBody(ctx) ?? {});
    ctx.body = await meetings(strapi).approveMinutes(meetingId(ctx), input, requireCaller(ctx));
  },
  async linkVotes(ctx: Context) {
    const { voteIds } = parseOrThrow(meetingVotesSchema, jsonBody(ctx));
    ctx.body = await meetings(strapi).linkVotes(meetingId(ctx), voteIds);
  },
  async deliveries(ctx: Context) {
    ctx.body = await meetings(strapi).deliveries(meetingId(ctx));
  },
  async edit(ctx: Context) {
    ctx.body = await lifecycle(strapi).edit(meetingId(ctx), parseOrThrow(meetingEditSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async postpone(ctx: Context) {
    ctx.body = await lifecycle(strapi).postpone(meetingId(ctx), parseOrThrow(meetingPostponeSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async cancel(ctx: Context) {
    ctx.body = await lifecycle(strapi).cancel(meetingId(ctx), parseOrThrow(meetingCancelSchema, jsonBody(ctx)), requireCaller(ctx));
  },
  async signOffs(ctx: Context) {
    const id = meetingId(ctx);
    await meetings(strapi).detail(id);
    ctx.body = await lifecycle(strapi).signOffs(id);
  },
  async signOff(ctx: Context) {
    const input = parseOrThrow(paperNoticeSignOffSchema, jsonBody(ctx));
    ctx.status = 201;
    ctx.body = await lifecycle(strapi).signOff(meetingId(ctx), input, requireCaller(ctx));
  },
  async certificate(ctx: Context) {
    const id = meetingId(ctx);
    const locale = await readerLocale(strapi, ctx);
    pdfAnswer(ctx, `meeting-${id}-certificate-of-notice.pdf`, await lifecycle(strapi).certificate(id, locale));
  },
  async mailingListCsv(ctx: Context) {
    const id = meetingId(ctx);
    const { round } = parseOrThrow(mailingListQuerySchema, ctx.query);
    const locale = await readerLocale(strapi, ctx);
    const csv = await meetings(strapi).mailingList(id, 'csv', round, locale);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`meeting-${id}-mailing-list.csv`);
    ctx.body = csv;
  },
  async mailingListPdf(ctx: Context) {
    const id = meetingId(ctx);
    const { round } = parseOrThrow(mailingListQuerySchema, ctx.query);
    const locale = await readerLocale(strapi, ctx);
    pdfAnswer(ctx, `meeting-${id}-mailing-list.pdf`, (await meetings(strapi).mailingList(id, 'pdf', round, locale)) as Uint8Array);
  },
  /**
   * The meetings as one calendar (RFC 5545, platform/ics.ts): one VEVENT per meeting, whatever its texts.
   * Its words in the subscriber's language: the feed address's `lang` (a calendar app sends neither
   * cookie nor token, so the address the app subscribes to carries the person's language), else the
   * browser's; a language the portal does not speak is passed over. Times stay UTC.
   */
  async calendar(ctx: Context) {
    const asked = ctx.query.lang;
    const locale = isLocale(asked) ? asked : browserLocale(ctx);
    const words = mailTexts(locale);
    const label = (kind: 'owner' | 'board') => (kind === 'owner' ? words.meeting.ownerMeeting : words.meeting.boardMeeting);
    const rows = await meetings(strapi).calendarRows();
    const stamp = Date.now();
    const events = rows.map((m) => {
      const start = Date.parse(m.startsAt);
      return {
        uid: `meeting-${m.id}@hearth`,
        start,
        end: start + m.durationMinutes * 60_000,
        summary: words.meetingDoc.summary(meetingHeading(m.kind, m.title, label(m.kind)), Boolean(m.emergency)),
        description: m.agenda,
        location: [m.place, m.videoLink].filter(Boolean).join(' — '),
        stamp,
        sequence: m.sequence,
        cancelled: m.status === 'cancelled',
      };
    });
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = calendarFeed('-//Hearth//Meetings//EN', events);
  },
  async consent(ctx: Context) {
    ctx.body = await meetings(strapi).consent(requireCaller(ctx));
  },
  async saveConsent(ctx: Context) {
    ctx.body = await meetings(strapi).saveConsent(requireCaller(ctx), parseOrThrow(consentSchema, jsonBody(ctx)));
  },
  async withdrawConsent(ctx: Context) {
    ctx.body = await meetings(strapi).withdrawConsent(requireCaller(ctx));
  },
  async requestDeliveryChoices(ctx: Context) {
    const { year } = parseOrThrow(deliveryChoiceRequestSchema, jsonBody(ctx));
    ctx.status = 201;
    ctx.body = await meetings(strapi).requestDeliveryChoices(year);
  },
});
