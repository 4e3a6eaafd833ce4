/** How the vote screens word times (choices and shares: common/src/votes.ts), in the reader's language. */
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { VoteSummary } from '@hearth/common';

/**
 * A time in the association's zone, the zone named ("Dec 4, 2026, 9:51 PM EST"), worded in the reader's
 * language: a vote closes at the association's hour, whatever the reader's device says (the vote's times rule).
 */
const voteDateTime = (iso: string, locale: string | undefined, timeZone?: string) =>
  new Date(iso).toLocaleString(locale || undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });

export function whenText(vote: VoteSummary, i18n: I18n, timeZone?: string): string {
  if (vote.status === 'upcoming') {
    const when = voteDateTime(vote.opensAt, i18n.locale, timeZone);
    return i18n._(msg`Opens ${when}`);
  }
  if (vote.status === 'open') {
    const when = voteDateTime(vote.closesAt, i18n.locale, timeZone);
    return i18n._(msg`Closes ${when}`);
  }
  const when = voteDateTime(vote.closedAt ?? vote.closesAt, i18n.locale, timeZone);
  return i18n._(msg`Closed ${when}`);
}

/** The record date: the units that may vote were fixed from the roster when the vote opened. */
export function recordDateText(vote: VoteSummary, i18n: I18n, timeZone?: string): string | null {
  if (!vote.recordDate) return null;
  const when = voteDateTime(vote.recordDate, i18n.locale, timeZone);
  return i18n._(msg`Record date ${when}: the units that vote and their entitlement were fixed then`);
}

/** Who got a paper ballot's receipt by e-mail, truly: none when no owner of the unit has an account. */
export const paperReceiptMailed = (i18n: I18n, owners: number) =>
  owners === 0
    ? i18n._(msg`No owner of this unit has an account: give the receipt to the owner on paper.`)
    : i18n._(
        msg`${plural(owners, {
          one: "It was also e-mailed to the unit's owner.",
          other: "It was also e-mailed to the unit's # owners.",
        })}`,
      );
