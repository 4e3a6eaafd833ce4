/**
 * The "Admin: Amenities" form's values (docs/requirements.md §17): what the fields hold (text,
 * as typed) and the amenity they make, judged by common's amenityInputSchema, the schema the
 * server parses POST/PUT /api/amenities with, so the form refuses what the server would.
 */
import { WEEKDAYS, amenityInputSchema, type Amenity, type AmenityInput, type Blackout, type Weekday } from '@hearth/common';

export interface DayHours {
  open: boolean;
  from: string;
  to: string;
}

export interface AmenityFormValues {
  name: string;
  description: string;
  photo: string | null;
  capacity: string;
  hours: Record<Weekday, DayHours>;
  slotMinutes: string;
  minMinutes: string;
  maxMinutes: string;
  minNoticeHours: string;
  maxNoticeDays: string;
  quotaCount: string;
  quotaPeriod: 'week' | 'month';
  bufferMinutes: string;
  /** One closed period a line: "YYYY-MM-DD YYYY-MM-DD reason" (the second date may be left out). */
  blackouts: string;
  needsApproval: boolean;
  terms: string;
  cancelCutoffHours: string;
  bookedBy: AmenityInput['bookedBy'];
}

/** Field name → the first message for it; '' for a message about the amenity as a whole. */
export type AmenityFormErrors = Partial<Record<keyof AmenityFormValues | '', string>>;

export const BLACKOUT_LINE = 'Write each closed period on its own line as YYYY-MM-DD YYYY-MM-DD and a reason.';

export const blankAmenity = (): AmenityFormValues => ({
  name: '',
  description: '',
  photo: null,
  capacity: '0',
  hours: Object.fromEntries(WEEKDAYS.map((day) => [day, { open: true, from: '09:00', to: '22:00' }])) as Record<Weekday, DayHours>,
  slotMinutes: '60',
  minMinutes: '60',
  maxMinutes: '240',
  minNoticeHours: '24',
  maxNoticeDays: '90',
  quotaCount: '',
  quotaPeriod: 'month',
  bufferMinutes: '0',
  blackouts: '',
  needsApproval: false,
  terms: '',
  cancelCutoffHours: '24',
  bookedBy: 'residents',
});

const blackoutText = (b: Blackout) => [b.from, b.to === b.from ? '' : b.to, b.reason].filter(Boolean).join(' ');

export function formValuesOf(amenity: Amenity): AmenityFormValues {
  return {
    name: amenity.name,
    description: amenity.description,
    photo: amenity.photo,
    capacity: String(amenity.capacity),
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const hours = amenity.openingHours[day];
        return [day, hours ? { open: true, from: hours.open, to: hours.close } : { open: false, from: '09:00', to: '22:00' }];
      }),
    ) as Record<Weekday, DayHours>,
    slotMinutes: String(amenity.slotMinutes),
    minMinutes: String(amenity.minMinutes),
    maxMinutes: String(amenity.maxMinutes),
    minNoticeHours: String(amenity.minNoticeHours),
    maxNoticeDays: String(amenity.maxNoticeDays),
    quotaCount: amenity.quotaCount === null ? '' : String(amenity.quotaCount),
    quotaPeriod: amenity.quotaPeriod,
    bufferMinutes: String(amenity.bufferMinutes),
    blackouts: amenity.blackouts.map(blackoutText).join('\n'),
    needsApproval: amenity.needsApproval,
    terms: amenity.terms,
    cancelCutoffHours: String(amenity.cancelCutoffHours),
    bookedBy: amenity.bookedBy,
  };
}

const DAY = String.raw`\d{4}-\d{2}-\d{2}`;
const BLACKOUT = new RegExp(`^(${DAY})(?:\\s+(${DAY}))?(?:\\s+(.*))?$`);

/** The closed periods of the text, or null when a line is not one. */
export function blackoutsOf(text: string): Blackout[] | null {
  const out: Blackout[] = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    const match = BLACKOUT.exec(line);
    if (!match) return null;
    out.push({ from: match[1], to: match[2] ?? match[1], reason: (match[3] ?? '').trim() });
  }
  return out;
}

/** A typed number, or NaN when the text is none (the schema then says what is wrong). */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The amenity the form makes, or the messages of what to change. */
export function amenityOfForm(values: AmenityFormValues): { input: AmenityInput } | { errors: AmenityFormErrors } {
  const blackouts = blackoutsOf(values.blackouts);
  if (!blackouts) return { errors: { blackouts: BLACKOUT_LINE } };
  const parsed = amenityInputSchema.safeParse({
    name: values.name,
    description: values.description,
    photo: values.photo,
    capacity: numberOf(values.capacity),
    openingHours: Object.fromEntries(
      WEEKDAYS.filter((day) => values.hours[day].open).map((day) => [day, { open: values.hours[day].from, close: values.hours[day].to }]),
    ),
    slotMinutes: numberOf(values.slotMinutes),
    minMinutes: numberOf(values.minMinutes),
    maxMinutes: numberOf(values.maxMinutes),
    minNoticeHours: numberOf(values.minNoticeHours),
    maxNoticeDays: numberOf(values.maxNoticeDays),
    quotaCount: values.quotaCount.trim() === '' ? null : numberOf(values.quotaCount),
    quotaPeriod: values.quotaPeriod,
    bufferMinutes: numberOf(values.bufferMinutes),
    blackouts,
    needsApproval: values.needsApproval,
    terms: values.terms,
    cancelCutoffHours: numberOf(values.cancelCutoffHours),
    bookedBy: values.bookedBy,
  });
  if (parsed.success) return { input: parsed.data };
  const errors: AmenityFormErrors = {};
  for (const issue of parsed.error.issues) {
    const first = issue.path[0];
    const field = (first === 'openingHours' ? 'hours' : typeof first === 'string' ? first : '') as keyof AmenityFormErrors;
    errors[field] ??= issue.message;
  }
  return { errors };
}
