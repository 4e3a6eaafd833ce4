import { describe, expect, it } from 'vitest';
import type { Amenity } from '@hearth/common';
import { BLACKOUT_LINE, amenityOfForm, blackoutsOf, blankAmenity, formValuesOf } from './amenityForm';

describe('the amenity form (docs/requirements.md §17)', () => {
  it('makes the amenity the server takes from a filled form', () => {
    const values = {
      ...blankAmenity(),
      name: ' Party room ',
      quotaCount: '2',
      quotaPeriod: 'week' as const,
      blackouts: '2027-06-01 2027-06-03 painting',
    };
    values.hours = { ...values.hours, sunday: { open: false, from: '09:00', to: '22:00' } };
    const outcome = amenityOfForm(values);
    expect('input' in outcome && outcome.input).toMatchObject({
      name: 'Party room',
      slotMinutes: 60,
      quotaCount: 2,
      quotaPeriod: 'week',
      blackouts: [{ from: '2027-06-01', to: '2027-06-03', reason: 'painting' }],
      photo: null,
    });
    expect('input' in outcome && outcome.input.openingHours.sunday).toBeUndefined();
    expect('input' in outcome && outcome.input.openingHours.monday).toEqual({ open: '09:00', close: '22:00' });
  });

  it('says what to change, field by field, with the rules the server applies', () => {
    const errors = (change: Partial<ReturnType<typeof blankAmenity>>) => {
      const outcome = amenityOfForm({ ...blankAmenity(), name: 'Room', ...change });
      return 'errors' in outcome ? outcome.errors : {};
    };
    expect(errors({ name: '' }).name).toBe('Name is required');
    expect(errors({ slotMinutes: '50' }).slotMinutes).toBe('Slot length must be a multiple of 15 minutes.');
    expect(errors({ capacity: 'many' }).capacity).toBe('Lengths, counts and hours are whole numbers.');
    expect(errors({ minMinutes: '240', maxMinutes: '60' })['']).toBe('The shortest booking must not be longer than the longest.');
    expect(errors({ hours: { ...blankAmenity().hours, monday: { open: true, from: '9am', to: '17:00' } } }).hours).toBe(
      'Times of day are written HH:MM.',
    );
    expect(errors({ blackouts: 'next June' }).blackouts).toBe(BLACKOUT_LINE);
  });

  it('reads closed periods one a line, a single day allowed', () => {
    expect(blackoutsOf('2027-01-01 New Year\n\n2027-06-01 2027-06-03')).toEqual([
      { from: '2027-01-01', to: '2027-01-01', reason: 'New Year' },
      { from: '2027-06-01', to: '2027-06-03', reason: '' },
    ]);
  });

  it('fills the form from an amenity and makes the same amenity again', () => {
    const amenity: Amenity = {
      id: 3,
      name: 'Guest suite',
      description: 'Two beds.',
      photo: 'suite-abc.jpg',
      photoUrl: '/uploads/amenities/suite-abc.jpg',
      capacity: 2,
      openingHours: { monday: { open: '08:00', close: '20:00' } },
      slotMinutes: 60,
      minMinutes: 60,
      maxMinutes: 1440,
      minNoticeHours: 48,
      maxNoticeDays: 120,
      quotaCount: null,
      quotaPeriod: 'month',
      bufferMinutes: 60,
      blackouts: [{ from: '2027-06-01', to: '2027-06-01', reason: 'painting' }],
      needsApproval: true,
      terms: 'No smoking.',
      cancelCutoffHours: 72,
      bookedBy: 'owners',
      timeZone: 'America/Toronto',
    };
    const outcome = amenityOfForm(formValuesOf(amenity));
    const { id: _id, photoUrl: _url, timeZone: _zone, ...input } = amenity;
    expect('input' in outcome && outcome.input).toEqual(input);
  });
});
