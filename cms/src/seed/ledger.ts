/**
 * The demo association's owners' accounts: a year of monthly assessments (the twelve months to this
 * one, $4,200.00 a month shared by entitlement), each paid by the 5th by cheque or transfer — except
 * unit 307, whose owner has paid nothing for three months and was charged a late fee, and unit 101,
 * which paid $200 too much once and holds it as a credit — so the aging report, a late owner and a
 * credit all show. Posted through the ledger service, as the treasurer would; a period already
 * posted is left as it is.
 */
import type { Core } from '@strapi/strapi';
import { displayName, localOf, type PaymentMethod } from '@hearth/common';
import { UID } from '../platform/content-registry';
import { serviceOf } from '../platform/services';
import type { ledgerService } from '../api/ledger/front-door';
import type { rosterService } from '../api/unit/front-door';
import { DEMO_STREET } from './demo-accounts';

const MONTHLY_BUDGET_CENTS = 420_000;
const LATE_UNIT = '307';
const CREDIT_UNIT = '101';
const LATE_FEE_CENTS = 2_500;

const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

export async function seedLedger(strapi: Core.Strapi): Promise<void> {
  const ledger = serviceOf<typeof ledgerService>(strapi, 'api::ledger.ledger');
  const roster = serviceOf<typeof rosterService>(strapi, 'api::unit.roster');
  const admin = await strapi.db
    .query(UID.profile)
    .findOne({ where: { userName: 'admin' }, select: ['userId', 'userName', 'firstName', 'lastName'] });
  if (admin?.userId == null) return;
  const poster = { userId: Number(admin.userId), name: displayName(admin) };
  const settings = await strapi.db.query(UID.siteSetting).findOne({ select: ['timeZone'] });
  const today = localOf(Date.now(), (settings?.timeZone as string) || 'America/Toronto').slice(0, 10);
  const units = new Map((await roster.units()).filter((u) => u.street === DEMO_STREET).map((u) => [u.id, u]));
  const [year, month] = today.split('-').map(Number);
  for (let back = 11; back >= 0; back--) {
    const period = new Date(Date.UTC(year, month - 1 - back, 1)).toISOString().slice(0, 7);
    const run = await ledger
      .postPeriod(poster, { period, kind: 'assessment', amountCents: MONTHLY_BUDGET_CENTS, memo: '' })
      .catch((error) => {
        if (isConflict(error)) return null;
        throw error;
      });
    if (!run) continue;
    // On the 5th, or today when the 5th is still to come (this month's payments already in).
    const paidOn = [`${period}-05`, today].sort()[0];
    for (const share of run.shares) {
      const unit = units.get(share.unitId);
      if (!unit || (unit.number === LATE_UNIT && back < 3)) continue;
      const method: PaymentMethod = back % 2 ? 'transfer' : 'cheque';
      await ledger.pay(poster, {
        unitId: unit.id,
        amountCents: share.amountCents + (unit.number === CREDIT_UNIT && back === 6 ? 20_000 : 0),
        method,
        receivedOn: paidOn,
        reference: method === 'cheque' ? `Cheque ${1000 + unit.id * 100 + 12 - back}` : `Transfer ${period}-${unit.number}`,
        memo: '',
      });
    }
    const lateOn = `${period}-16`;
    const late = [...units.values()].find((u) => u.number === LATE_UNIT);
    if (late && back === 2 && lateOn <= today) {
      await ledger.charge(poster, {
        unitId: late.id,
        kind: 'late-fee',
        amountCents: LATE_FEE_CENTS,
        postedOn: lateOn,
        dueOn: lateOn,
        memo: `Late fee: the ${period} assessment unpaid after the grace period`,
      });
    }
  }
}
