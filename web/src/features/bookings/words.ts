/** The bookings screen's words built from an amenity's rules and a slot's state, in the reader's language. */
import { msg, plural } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { Amenity } from '@hearth/common';

/** Each state as a slot shows it, in the reader's language. */
const STATE_LABELS: Record<string, MessageDescriptor> = {
  free: msg`free`,
  past: msg`past`,
  taken: msg`taken`,
  requested: msg`requested`,
  yours: msg`yours`,
  'too soon': msg`too soon`,
  'too far': msg`too far`,
  blackout: msg`blackout`,
  'no room': msg`no room`,
  checking: msg({ message: 'checking', context: 'a slot while the day’s bookings load' }),
};
export const stateLabel = (i18n: I18n, state: string): string => (STATE_LABELS[state] ? i18n._(STATE_LABELS[state]) : state);

/** A unit's quota: "At most 2 per unit per week." */
export const quotaRule = (i18n: I18n, count: number, period: string) =>
  period === 'month'
    ? i18n._(msg`At most ${count} per unit per month.`)
    : period === 'week'
      ? i18n._(msg`At most ${count} per unit per week.`)
      : i18n._(msg`At most ${count} per unit per ${period}.`);

/** The notice a member must give: "Book at least 24 hours and at most 60 days ahead." */
export const noticeRule = (i18n: I18n, amenity: Amenity) =>
  i18n._(
    msg`Book at least ${plural(amenity.minNoticeHours, { one: '# hour', other: '# hours' })} and at most ${plural(amenity.maxNoticeDays, { one: '# day', other: '# days' })} ahead.`,
  );
