/**
 * Who a statutory notice goes to (docs/requirements.md, "Meetings, notices and consent to electronic notice"): every owner on the roster, account or not,
 * one each, with the way it reaches them: e-mail when they agreed to it and their account can receive
 * it, the website when they chose it, paper mail to their mailing address otherwise. Owners without an
 * account have agreed to nothing, so they get paper (the safe default of the law).
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { MAILING_FIELDS, displayName, mailingComplete, mailingLines, type DeliveryChoice, type MailingAddress } from '@hearth/common';
import { UID } from '../../../platform/content-registry';
import { publicUrl } from '../../../platform/runtime';
import { serviceOf } from '../../../platform/services';
import type { rosterService } from '../../unit/front-door';
import { currentConsents, emailConsentOf } from './tables';

export const NOTICES_PATH = '/notices';

export interface NoticedOwner {
  /** p:<profile id> for a person with a profile, m:<unit member id> for a roster person without one. */
  recipient: string;
  profileId: number | null;
  memberId: number | null;
  userId: number | null;
  name: string;
  unit: string;
  channel: DeliveryChoice;
  address: string;
  mailing: MailingAddress | null;
}

interface MemberRow extends Partial<Record<keyof MailingAddress, string | null>> {
  id: number;
  unitId: number;
  profileId: number | null;
  firstName: string | null;
  lastName: string | null;
}

/** The label's address: the roster's mailing address, else the unit's street (its city and postal code then missing). */
export function mailingOf(member: MemberRow | undefined, unit: { number: string; street: string }): MailingAddress {
  const given = Object.fromEntries(MAILING_FIELDS.map((f) => [f, String(member?.[f] ?? '').trim()])) as MailingAddress;
  return given.mailingStreet ? given : { ...given, mailingStreet: `${unit.number} ${unit.street}` };
}

const addressLine = (mailing: MailingAddress) => mailingLines(mailing).join(', ');
export const paperResult = (mailing: MailingAddress | null) => (mailing && mailingComplete(mailing) ? 'toMail' : 'addressMissing');

export async function ownersToNotify(strapi: Core.Strapi, knex: Knex): Promise<NoticedOwner[]> {
  const roster = serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const units = new Map((await roster.units()).map((u) => [u.id, u]));
  const members = (await strapi.db.query(UID.unitMember).findMany({
    where: { relation: 'owner' },
    select: ['id', 'unitId', 'profileId', 'firstName', 'lastName', ...MAILING_FIELDS],
    orderBy: { id: 'asc' },
  })) as MemberRow[];
  const out: NoticedOwner[] = [];
  const seen = new Set<string>();

  // Confirmed owners: by their standing choice.
  const places = (await roster.confirmedPlaces()).filter((p) => p.relation === 'owner');
  const consents = await currentConsents(
    knex,
    places.map((p) => p.profileId),
  );
  for (const owner of places) {
    const recipient = `p:${owner.profileId}`;
    if (seen.has(recipient)) continue;
    seen.add(recipient);
    const unit = `${owner.unit.number} ${owner.unit.street}`;
    const choice = consents.get(owner.profileId)?.choice ?? 'paper';
    const email = choice === 'email' && owner.userId !== null ? await emailConsentOf(knex, owner.userId) : null;
    const channel: DeliveryChoice = choice === 'website' ? 'website' : email ? 'email' : 'paper';
    const member = members.find((m) => m.profileId === owner.profileId && m.unitId === owner.unit.id);
    const mailing = channel === 'paper' ? mailingOf(member, owner.unit) : null;
    const address = channel === 'email' ? email!.email : channel === 'website' ? `${publicUrl()}${NOTICES_PATH}` : addressLine(mailing!);
    out.push({
      recipient,
      profileId: owner.profileId,
      memberId: member?.id ?? null,
      userId: owner.userId,
      name: owner.name,
      unit,
      channel,
      address,
      mailing,
    });
  }

  // Every other owner the roster lists (no account, or one not confirmed yet): paper, to their mailing address.
  for (const member of members) {
    const recipient = member.profileId != null ? `p:${member.profileId}` : `m:${member.id}`;
    const unitRow = units.get(member.unitId);
    if (seen.has(recipient) || !unitRow) continue;
    seen.add(recipient);
    const mailing = mailingOf(member, unitRow);
    out.push({
      recipient,
      profileId: member.profileId ?? null,
      memberId: member.id,
      userId: null,
      name: displayName({ firstName: member.firstName, lastName: member.lastName }, 'Owner'),
      unit: `${unitRow.number} ${unitRow.street}`,
      channel: 'paper',
      address: addressLine(mailing),
      mailing,
    });
  }
  return out.sort((a, b) => a.unit.localeCompare(b.unit) || a.name.localeCompare(b.name));
}
