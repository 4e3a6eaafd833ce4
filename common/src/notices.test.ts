import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTICE_PREFERENCES, NOTICE_KINDS, NoticeMessages, noticePreferencesSchema } from './notices';

describe('notice preferences form', () => {
  it('accepts some kinds with known deliveries', () => {
    expect(noticePreferencesSchema.parse({ news: 'weeklyDigest', minutes: 'none' })).toEqual({ news: 'weeklyDigest', minutes: 'none' });
  });

  it('refuses unknown kinds, unknown deliveries and an empty form, each with its message', () => {
    const first = (value: unknown) => noticePreferencesSchema.safeParse(value).error?.issues[0]?.message;
    expect(first({ news: 'daily' })).toBe(NoticeMessages.deliveryInvalid);
    expect(first({ news: 'none', weather: 'none' })).toBe(NoticeMessages.kindInvalid);
    expect(first({})).toBe(NoticeMessages.nothingChosen);
    expect(first([])).toBe(NoticeMessages.nothingChosen);
  });

  it('has a default for every kind: newsletters, minutes, service requests and votes at once, the rest none', () => {
    expect(Object.keys(DEFAULT_NOTICE_PREFERENCES).sort()).toEqual([...NOTICE_KINDS].sort());
    expect(DEFAULT_NOTICE_PREFERENCES).toEqual({
      news: 'none',
      newsletters: 'atOnce',
      minutes: 'atOnce',
      documents: 'none',
      requests: 'atOnce',
      votes: 'atOnce',
    });
  });
});
