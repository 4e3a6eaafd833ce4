/** How the vote screens word times (choices and shares: common/src/votes.ts). */
import type { VoteSummary } from '@hearth/common';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function whenText(vote: VoteSummary): string {
  if (vote.status === 'upcoming') return `Opens ${dateTime(vote.opensAt)}`;
  if (vote.status === 'open') return `Closes ${dateTime(vote.closesAt)}`;
  return `Closed ${dateTime(vote.closedAt ?? vote.closesAt)}`;
}
