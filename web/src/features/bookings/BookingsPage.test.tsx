/** The bookings screen's slots: what a slot says before the day's bookings are known, and after. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { WEEKDAYS, type Amenity, type Availability } from '@hearth/common';
import { fakeAuth, renderWith } from '../../test/auth-fixture';
import { VISIT_LOG, mockApi } from '../../test/api-stub';
import BookingsPage from './BookingsPage';

const amenity: Amenity = {
  id: 1,
  name: 'Party room',
  description: '',
  photo: null,
  photoUrl: null,
  capacity: 20,
  openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, { open: '09:00', close: '23:00' }])),
  slotMinutes: 60,
  minMinutes: 60,
  maxMinutes: 180,
  minNoticeHours: 0,
  maxNoticeDays: 60,
  quotaCount: null,
  quotaPeriod: 'week',
  bufferMinutes: 0,
  blackouts: [],
  needsApproval: false,
  terms: 'Leave it clean.',
  cancelCutoffHours: 24,
  bookedBy: 'residents',
  timeZone: 'America/Toronto',
};

describe('<BookingsPage> slots', () => {
  // A Monday at 08:00 in Toronto: every slot of the day is ahead.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T13:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says "checking" and cannot be chosen until the day’s bookings are known, then says "free" and can', async () => {
    let answerAvailability: (busy: Availability['busy']) => void = () => undefined;
    mockApi({
      ...VISIT_LOG,
      'GET /api/amenities': () => [amenity],
      'GET /api/amenities/1/availability': () =>
        new Promise<Availability>((resolve) => {
          answerAvailability = (busy) => resolve({ amenityId: 1, timeZone: amenity.timeZone, from: '2027-03-01', to: '2027-03-01', busy });
        }),
      'GET /api/bookings': () => [],
    });
    renderWith(<BookingsPage />, { auth: fakeAuth(['owner']) });

    const checking = await screen.findByRole('button', { name: '19:00 checking' });
    expect(checking).toBeDisabled();
    expect(screen.queryByRole('button', { name: /free$/ })).toBeNull();

    answerAvailability([{ start: '2027-03-01T20:00', end: '2027-03-01T21:00', status: 'taken', mine: false }]);
    await waitFor(() => expect(screen.getByRole('button', { name: '19:00 free' })).toBeEnabled());
    expect(screen.getByRole('button', { name: '20:00 taken' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /checking$/ })).toBeNull();
  });
});
