/** Demo amenities (docs/requirements.md §17): the three a condominium building usually offers. */
import type { Core } from '@strapi/strapi';
import type { OpeningHours } from '@hearth/common';
import { UID } from '../platform/content-registry';

const every = (open: string, close: string): OpeningHours =>
  Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, { open, close }]));

const AMENITIES = [
  {
    name: 'Party room',
    description: 'The ground-floor party room with its kitchen: tables and chairs for 40.',
    capacity: 40,
    openingHours: every('09:00', '23:00'),
    slotMinutes: 60,
    minMinutes: 120,
    maxMinutes: 360,
    minNoticeHours: 48,
    maxNoticeDays: 90,
    quotaCount: 2,
    quotaPeriod: 'month' as const,
    bufferMinutes: 60,
    blackouts: [{ from: '2027-12-24', to: '2027-12-26', reason: 'closed for the holidays' }],
    needsApproval: false,
    terms: 'Music off at 23:00. Leave the room clean; the deposit covers damage. No more than 40 guests.',
    cancelCutoffHours: 48,
    bookedBy: 'residents' as const,
  },
  {
    name: 'Guest suite',
    description: 'A furnished one-bedroom suite for residents’ guests, by the night.',
    capacity: 2,
    openingHours: every('00:00', '24:00'),
    slotMinutes: 60,
    minMinutes: 1440,
    maxMinutes: 4320,
    minNoticeHours: 72,
    maxNoticeDays: 120,
    quotaCount: 4,
    quotaPeriod: 'month' as const,
    bufferMinutes: 180,
    blackouts: [],
    needsApproval: true,
    terms: 'Guests check in after 15:00 and leave by 11:00. The resident who books is responsible for their guests.',
    cancelCutoffHours: 72,
    bookedBy: 'owners' as const,
  },
  {
    name: 'Moving elevator',
    description: 'The service elevator with its pads, reserved for moving in or out.',
    capacity: 0,
    openingHours: { ...every('08:00', '18:00'), sunday: null },
    slotMinutes: 60,
    minMinutes: 120,
    maxMinutes: 240,
    minNoticeHours: 72,
    maxNoticeDays: 60,
    quotaCount: 1,
    quotaPeriod: 'week' as const,
    bufferMinutes: 30,
    blackouts: [],
    needsApproval: true,
    terms: 'Pads on before the move; the hallway is left clean. Moves on weekdays and Saturdays only.',
    cancelCutoffHours: 24,
    bookedBy: 'residents' as const,
  },
];

export async function seedAmenities(strapi: Core.Strapi): Promise<void> {
  const amenities = strapi.documents(UID.amenity);
  for (const amenity of AMENITIES) {
    if (await amenities.findFirst({ filters: { name: amenity.name } })) continue;
    await amenities.create({ data: amenity });
  }
}
