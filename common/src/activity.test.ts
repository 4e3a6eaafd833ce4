import { describe, expect, it } from 'vitest';
import { ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, activityQuerySchema } from './activity';
import { adminScreenList } from './registry';
import { MODULE_SCREENS } from './modules';

/** The list-shaped modules' recorded screens (common/src/modules.ts), News first; the record has always had News's. */
const MODULE_RECORDED: string[] = Object.entries(MODULE_SCREENS)
  .filter(([, screen]) => (screen as { recorded?: true }).recorded)
  .map(([key]) => key);
const ADDED_KINDS = MODULE_RECORDED.filter((key) => key !== 'news');

describe('the activity kinds', () => {
  it("records each screen declared `recorded` under the screen's key, labelled by its menu entry, before the other kinds", () => {
    const recorded = adminScreenList().filter((screen) => screen.recorded);
    expect(recorded.map((screen) => screen.key)).toEqual(MODULE_RECORDED);
    expect(MODULE_RECORDED[0]).toBe('news');
    expect(ACTIVITY_KINDS.slice(0, recorded.length)).toEqual(recorded.map((screen) => screen.key));
    for (const screen of recorded) expect(ACTIVITY_KIND_LABELS[screen.key as 'news']).toBe(screen.menu);
  });

  it('keeps the kinds and labels the record has always had, in the same order', () => {
    expect(ACTIVITY_KINDS.filter((kind) => !ADDED_KINDS.includes(kind)).map((kind) => [kind, ACTIVITY_KIND_LABELS[kind]])).toEqual([
      ['news', 'News'],
      ['board', 'Board director'],
      ['boardRole', 'Board role'],
      ['manager', 'Property manager'],
      ['document', 'Document'],
      ['faq', 'FAQ'],
      ['settings', 'Site settings'],
      ['profile', 'Profile'],
      ['account', 'Account (roles, e-mail, password)'],
      ['panelAccount', 'Admin panel account'],
      ['unit', 'Unit'],
      ['unitMember', 'Person on the unit roster'],
      ['vote', 'Vote'],
      ['amenity', 'Amenity (and its bookings)'],
      ['request', 'Service request'],
      ['requestCategory', 'Service request category'],
      ['requestComment', 'Service request comment'],
      ['meeting', 'Meeting'],
      ['noticeConsent', 'Consent to electronic notice'],
      ['recordCategory', 'Records category'],
      ['recordsRequest', 'Records request'],
    ]);
  });

  it('accepts every kind as a filter of GET /api/activity, and no other', () => {
    for (const kind of ACTIVITY_KINDS) expect(activityQuerySchema.safeParse({ kind }).success, kind).toBe(true);
    expect(activityQuerySchema.safeParse({ kind: 'newsletters' }).success).toBe(false);
  });
});
