import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addMonths,
  audienceFits,
  businessDaysBetween,
  categoriesOf,
  categoryCompliance,
  localDayOf,
  requestDaysLeft,
  requestDeadline,
  type RecordCategory,
} from './records';
import { RULE_PACKS, RECORD_AUDIENCES } from './rule-packs';

const ZONE = 'America/New_York';
const category = (over: Partial<RecordCategory> = {}): RecordCategory => ({
  key: 'budget',
  label: 'Budget',
  citation: '§',
  audience: 'owners',
  required: true,
  postWithinDays: 30,
  own: false,
  ...over,
});
const record = (documentDate: string, postedAt: string, id = 1) => ({ id, title: `R${id}`, documentDate, postedAt });

describe('rule packs', () => {
  it('every pack says it is a starting point for counsel, and its categories and private matters are well formed', () => {
    for (const pack of Object.values(RULE_PACKS)) {
      expect(pack.disclaimer).toMatch(/starting point.*counsel, not legal advice/);
      const keys = pack.categories.map((c) => c.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const c of pack.categories) {
        expect(c.key).toMatch(/^[a-z0-9][a-z0-9-]+$/);
        expect(RECORD_AUDIENCES).toContain(c.audience);
        expect(c.citation).toMatch(/§/);
      }
      for (const p of pack.privateMatters) expect(p.citation).toMatch(/§/);
    }
  });

  it("Florida's packs name the statute's records, with the condominium's 30-day posting clock and 12-month windows", () => {
    const fl718 = RULE_PACKS['fl-718'];
    const by = (key: string) => fl718.categories.find((c) => c.key === key)!;
    for (const key of ['declaration', 'bylaws', 'articles', 'rules', 'budget', 'financial-report', 'insurance', 'minutes'])
      expect(by(key).required).toBe(true);
    expect(by('budget')).toMatchObject({ postWithinDays: 30, citation: '§718.111(12)(g)2.f, Fla. Stat.' });
    expect(by('minutes').keepPostedMonths).toBe(12);
    expect(by('recordings').keepPostedMonths).toBe(12);
    expect(by('confidential').audience).toBe('board');
    expect(fl718.privateMatters.map((p) => p.key)).toEqual(
      expect.arrayContaining(['attorney-client', 'personnel', 'medical', 'personal-identifiers']),
    );
    const fl720 = RULE_PACKS['fl-720'];
    expect(fl720.categories.find((c) => c.key === 'declaration')!.citation).toBe('§720.303(4)(b)1.c, Fla. Stat.');
    expect(RULE_PACKS.none.categories).toEqual([]);
  });

  it("the association's own categories follow the pack's and never shadow them", () => {
    const own = [category({ key: 'pool-rules', label: 'Pool rules' }), category({ key: 'budget', label: 'Mine' })];
    const all = categoriesOf(RULE_PACKS['fl-718'], own);
    expect(all.filter((c) => c.key === 'budget')).toHaveLength(1);
    expect(all.at(-1)).toMatchObject({ key: 'pool-rules', own: true });
  });

  it('a record may be seen by its category audience or a narrower one only', () => {
    expect(audienceFits('board', 'public')).toBe(false);
    expect(audienceFits('board', 'owners')).toBe(false);
    expect(audienceFits('board', 'board')).toBe(true);
    expect(audienceFits('owners', 'public')).toBe(false);
    expect(audienceFits('owners', 'board')).toBe(true);
    expect(audienceFits('public', 'public')).toBe(true);
  });
});

describe('days', () => {
  it('adds months across month ends and leap years', () => {
    expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2025-12-15', 12)).toBe('2026-12-15');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });

  it("counts the association's local day across daylight-saving changes", () => {
    // 8 March 2026 02:00 New York springs forward; 1 November 2026 02:00 falls back.
    expect(localDayOf('2026-03-08T04:59:00Z', ZONE)).toBe('2026-03-07');
    expect(localDayOf('2026-03-08T05:00:00Z', ZONE)).toBe('2026-03-08');
    expect(localDayOf('2026-03-09T03:59:00Z', ZONE)).toBe('2026-03-08'); // 23:59 EDT
    expect(localDayOf('2026-11-02T04:59:00Z', ZONE)).toBe('2026-11-01'); // 23:59 EST
  });

  it('counts business days over weekends and month ends', () => {
    expect(addBusinessDays('2026-01-30', 1)).toBe('2026-02-02'); // Friday → Monday
    expect(addBusinessDays('2026-02-26', 10)).toBe('2026-03-12');
    expect(businessDaysBetween('2026-02-26', '2026-03-12')).toBe(10);
    expect(businessDaysBetween('2026-03-12', '2026-02-26')).toBe(-10);
    expect(businessDaysBetween('2026-01-31', '2026-02-01')).toBe(0); // Saturday → Sunday
  });
});

describe('posting compliance', () => {
  const today = '2026-11-27';

  it('posted in time, late by the days after its deadline, missing when required and absent', () => {
    expect(categoryCompliance(category(), [record('2026-10-01', '2026-10-31T12:00:00Z')], today, ZONE)).toMatchObject({
      state: 'posted',
      lateByDays: null,
      postedAt: '2026-10-31T12:00:00Z',
    });
    // Deadline 31 October; posted 1 November 03:30 UTC = 31 October 23:30 in New York: on time.
    expect(categoryCompliance(category(), [record('2026-10-01', '2026-11-01T03:30:00Z')], today, ZONE).state).toBe('posted');
    expect(categoryCompliance(category(), [record('2026-10-01', '2026-11-01T05:00:00Z')], today, ZONE)).toMatchObject({
      state: 'late',
      lateByDays: 1,
    });
    // Across February: made 31 January, 30 days → 2 March; posted 17 March local: 15 days late.
    expect(categoryCompliance(category(), [record('2026-01-31', '2026-03-17T15:00:00Z')], today, ZONE).lateByDays).toBe(15);
    expect(categoryCompliance(category(), [], today, ZONE)).toMatchObject({ state: 'missing', postedAt: null });
    // The newest record decides: an old late one does not make a timely new one late.
    expect(
      categoryCompliance(
        category(),
        [record('2025-01-01', '2025-06-01T12:00:00Z', 1), record('2026-10-01', '2026-10-02T12:00:00Z', 2)],
        today,
        ZONE,
      ).state,
    ).toBe('posted');
  });

  it('records past the 12-month window still shown are expired; none current and required is missing', () => {
    const minutes = category({ key: 'minutes', keepPostedMonths: 12 });
    const current = record('2026-10-15', '2026-10-20T12:00:00Z', 1);
    const old = record('2025-11-27', '2025-12-01T12:00:00Z', 2);
    const lastDay = record('2025-11-28', '2025-12-01T12:00:00Z', 3);
    const result = categoryCompliance(minutes, [current, old, lastDay], today, ZONE);
    expect(result.state).toBe('expired');
    expect(result.expired).toEqual([{ id: 2, title: 'R2', documentDate: '2025-11-27', expiredOn: '2026-11-27' }]);
    expect(categoryCompliance(minutes, [old], today, ZONE).state).toBe('missing');
    expect(categoryCompliance(category({ required: false, keepPostedMonths: 12 }), [old], today, ZONE).state).toBe('expired');
  });
});

describe('records requests', () => {
  const rule = RULE_PACKS['fl-718'].recordsRequest!;

  it('answers within 10 business days of the local day the request was made', () => {
    expect(rule).toMatchObject({ days: 10, businessDays: true });
    // Thursday 26 February 2026, 23:30 in New York (27 February UTC): counted from the 26th.
    expect(requestDeadline(rule, '2026-02-27T04:30:00Z', ZONE)).toBe('2026-03-12');
    // Across the spring change (8 March): made Friday 6 March → Friday 20 March.
    expect(requestDeadline(rule, '2026-03-06T15:00:00Z', ZONE)).toBe('2026-03-20');
    expect(requestDaysLeft(rule, '2026-03-20', '2026-03-06')).toBe(10);
    expect(requestDaysLeft(rule, '2026-03-20', '2026-03-23')).toBe(-1);
    expect(requestDeadline({ days: 5, businessDays: false }, '2026-01-29T15:00:00Z', ZONE)).toBe('2026-02-03');
  });
});
