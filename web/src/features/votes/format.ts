/** How the vote screens word times (choices and shares: common/src/votes.ts). */
import type { VoteSummary } from '@hearth/common';

/**
 * A time in the association's zone, the zone named ("Dec 4, 2026, 9:51 PM EST"): a vote closes at
 * the association's hour, whatever the reader's device says (docs/requirements.md §16).
 */
const voteDateTime = (iso: string, timeZone?: string) =>
  new Date(iso).toLocaleString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });

export function whenText(vote: VoteSummary, timeZone?: string): string {
  if (vote.status === 'upcoming') return `Opens ${voteDateTime(vote.opensAt, timeZone)}`;
  if (vote.status === 'open') return `Closes ${voteDateTime(vote.closesAt, timeZone)}`;
  return `Closed ${voteDateTime(vote.closedAt ?? vote.closesAt, timeZone)}`;
}

/** The record date: the units that may vote were fixed from the roster when the vote opened. */
export const recordDateText = (vote: VoteSummary, timeZone?: string): string | null =>
  vote.recordDate
    ? `Record date ${voteDateTime(vote.recordDate, timeZone)}: the units that vote and their entitlement were fixed then`
    : null;

/** Who got a paper ballot's receipt by e-mail, truly: none when no owner of the unit has an account. */
export const paperReceiptMailed = (owners: number) =>
  owners === 0
    ? 'No owner of this unit has an account: give the receipt to the owner on paper.'
    : `It was also e-mailed to ${owners === 1 ? "the unit's owner" : `the unit's ${owners} owners`}.`;
