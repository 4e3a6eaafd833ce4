/** How the vote screens word times, choices and shares. */
import { ABSTAIN, type VoteSummary } from '@hearth/common';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function whenText(vote: VoteSummary): string {
  if (vote.status === 'upcoming') return `Opens ${dateTime(vote.opensAt)}`;
  if (vote.status === 'open') return `Closes ${dateTime(vote.closesAt)}`;
  return `Closed ${dateTime(vote.closedAt ?? vote.closesAt)}`;
}

const CHOICE_LABELS: Record<string, string> = { yes: 'Yes', no: 'No', [ABSTAIN]: 'Abstain' };
export const choiceLabel = (choice: string) => CHOICE_LABELS[choice] ?? choice;

export const percent = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0}%`;
