/** How the vote screens word times and a paper ballot's receipt (the vote's times rule). */
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import type { VoteSummary } from '@hearth/common';
import { paperReceiptMailed, whenText } from './format';

const vote = (status: VoteSummary['status']) =>
  ({ status, opensAt: '2026-12-04T14:00:00.000Z', closesAt: '2026-12-05T02:51:00.000Z', closedAt: null }) as VoteSummary;
const en = setupI18n({ locale: 'en', messages: { en: {} } });

describe('whenText', () => {
  it("gives a vote's times in the association's zone, and names the zone", () => {
    // The words follow the reader's locale; the hour and the zone are the association's.
    expect(whenText(vote('open'), en, 'America/Toronto')).toMatch(/^Closes .*Dec.* 4.*9:51.*EST$/);
    expect(whenText(vote('open'), en, 'Europe/Paris')).toMatch(/^Closes .*Dec.* 5.*3:51.*GMT\+1$/);
  });

  it('an upcoming vote opens, it has not opened', () => {
    expect(whenText(vote('upcoming'), en, 'America/Toronto')).toMatch(/^Opens .*Dec.* 4.*9:00.*EST$/);
  });
});

describe('paperReceiptMailed', () => {
  it('says truly who got the receipt by e-mail', () => {
    expect(paperReceiptMailed(en, 0)).toBe('No owner of this unit has an account: give the receipt to the owner on paper.');
    expect(paperReceiptMailed(en, 1)).toBe("It was also e-mailed to the unit's owner.");
    expect(paperReceiptMailed(en, 2)).toBe("It was also e-mailed to the unit's 2 owners.");
  });
});
