/**
 * The record of a notice's delivery (docs/requirements.md, "Meetings, notices and consent to electronic notice"): one row per owner and notice round,
 * how it reached them and where, the e-mails queued in the notice outbox in the same transaction.
 * The rows are what the certificate of notice and the paper-mail labels are made of.
 */
import type { Knex } from 'knex';
import type {
  DeliveryChoice,
  DeliveryResult,
  DeliveryRow,
  Locale,
  MailingAddress,
  NoticeRoundAction,
  StatutoryNoticeKind,
} from '@hearth/common';
import { messageStates, queueMails } from '../../notice/front-door';
import { MEETING_TABLES as T } from './tables';
import { paperResult, type NoticedOwner } from './recipients';

export type DeliverySource = 'meeting' | 'deliveryChoice';

export interface NoticeRound {
  source: DeliverySource;
  itemId: number;
  round: number;
  kind: StatutoryNoticeKind;
  /** The notice written in a language: each owner's e-mail in theirs (docs/architecture.md, "Languages"). */
  texts: (locale: Locale) => { subject: string; body: string };
  /** Each owner's language (the front door's mailLanguages, read before the transaction). */
  languages: (userId: number | null) => Locale;
  now: number;
}

const iso = (ms: number | string) => new Date(Number(ms)).toISOString();

/** Records the notice's delivery to every owner and queues the e-mails, in the caller's transaction. */
export async function deliverNotice(trx: Knex.Transaction, notice: NoticeRound, owners: NoticedOwner[]): Promise<void> {
  const written = new Map<Locale, { subject: string; body: string }>();
  const textsIn = (locale: Locale) => written.get(locale) ?? written.set(locale, notice.texts(locale)).get(locale)!;
  for (let at = 0; at < owners.length; at += 200) {
    const chunk = owners.slice(at, at + 200);
    const mailed = chunk.filter((o) => o.channel === 'email' && o.userId !== null);
    const outboxOf = new Map<number, number>();
    if (mailed.length) {
      const inserted = await queueMails(
        trx,
        mailed.map((o) => {
          const { subject, body } = textsIn(notice.languages(o.userId));
          return {
            userId: o.userId as number,
            email: o.address,
            kind: notice.kind,
            delivery: 'atOnce' as const,
            subject,
            body,
            at: notice.now,
          };
        }),
      );
      for (const row of inserted) outboxOf.set(row.userId, row.id);
    }
    await trx(T.deliveries).insert(
      chunk.map((o) => ({
        source: notice.source,
        item_id: notice.itemId,
        round: notice.round,
        recipient: o.recipient,
        // 0: a roster person without a profile (member_id names them).
        profile_id: o.profileId ?? 0,
        member_id: o.memberId,
        user_id: o.userId,
        name: o.name.slice(0, 255),
        unit: o.unit.slice(0, 255),
        channel: o.channel,
        address: o.address.slice(0, 500),
        mailing: o.mailing ? JSON.stringify(o.mailing) : null,
        outbox_id: o.channel === 'email' && o.userId !== null ? (outboxOf.get(o.userId) ?? null) : null,
        recorded_at: notice.now,
      })),
    );
  }
}

interface StoredDelivery {
  recipient: string;
  profile_id: number;
  member_id: number | null;
  user_id: number | null;
  name: string;
  unit: string;
  channel: DeliveryChoice;
  address: string;
  mailing: string | null;
  recorded_at: number | string;
  round: number;
  /** The outbox message's status (e-mail only): pending, sending, sent, failed or cancelled. */
  status: Extract<DeliveryResult, 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled'> | null;
}

export async function storedDeliveries(
  knex: Knex,
  source: DeliverySource,
  itemId: number,
  only: { channel?: DeliveryChoice; round?: number } = {},
): Promise<StoredDelivery[]> {
  return (await knex(`${T.deliveries} as d`)
    .leftJoin(messageStates(knex).as('o'), 'o.id', 'd.outbox_id')
    .where({ 'd.source': source, 'd.item_id': itemId })
    .modify((q) => {
      if (only.channel) q.where('d.channel', only.channel);
      if (only.round !== undefined) q.where('d.round', only.round);
    })
    .orderBy([{ column: 'd.round' }, { column: 'd.unit' }, { column: 'd.name' }])
    .select(
      'd.recipient',
      'd.profile_id',
      'd.member_id',
      'd.user_id',
      'd.name',
      'd.unit',
      'd.channel',
      'd.address',
      'd.mailing',
      'd.recorded_at',
      'd.round',
      'o.status',
    )) as StoredDelivery[];
}

/** Each stored delivery as the API answers it; `actionOf` names what each round said. */
export function deliveryRowsOf(rows: StoredDelivery[], actionOf: (round: number) => NoticeRoundAction): DeliveryRow[] {
  return rows.map((r) => {
    const mailing = r.mailing ? (JSON.parse(r.mailing) as MailingAddress) : null;
    return {
      name: r.name,
      unit: r.unit,
      channel: r.channel,
      address: r.address,
      mailing,
      hasAccount: r.user_id !== null || Number(r.profile_id) > 0,
      result: r.channel === 'email' ? (r.status ?? 'pending') : r.channel === 'website' ? 'posted' : paperResult(mailing),
      recordedAt: iso(r.recorded_at),
      round: Number(r.round),
      action: actionOf(Number(r.round)),
    };
  });
}

/**
 * Everyone a later round must reach: the owners the roster lists now, and anyone noticed before who no
 * longer is, the way they were reached last (an e-mail is asked again of their consent when it is sent).
 */
export function withEarlierRecipients(now: NoticedOwner[], earlier: StoredDelivery[]): NoticedOwner[] {
  const known = new Set(now.map((o) => o.recipient));
  const out = [...now];
  for (const r of [...earlier].reverse()) {
    if (known.has(r.recipient)) continue;
    known.add(r.recipient);
    out.push({
      recipient: r.recipient,
      profileId: Number(r.profile_id) > 0 ? Number(r.profile_id) : null,
      memberId: r.member_id === null ? null : Number(r.member_id),
      userId: r.user_id === null ? null : Number(r.user_id),
      name: r.name,
      unit: r.unit,
      channel: r.channel,
      address: r.address,
      mailing: r.mailing ? (JSON.parse(r.mailing) as MailingAddress) : null,
    });
  }
  return out;
}
