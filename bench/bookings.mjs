// @ts-check
/**
 * Bookings at building scale (docs/requirements.md §17, bench/README.md "Bookings at building
 * scale"): one amenity with a year of bookings (three a day, made through the API as staff blocks),
 * the availability of a month of it under load, and staff blocks of the longest allowed length
 * (the site setting staffBookingMaxDays, 366 days unless set) against one-hour ones — each beside
 * GET /_health measured alone and at the same time, so a slow booking or availability shows as
 * other requests held up.
 */
import { load, sequentialLatency } from './measure.mjs';

const ALL_DAY = Object.fromEntries(
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, { open: '00:00', close: '24:00' }]),
);
/** Three bookings a day, at times no clock change skips. */
const DAILY = [
  ['10:00', '12:00'],
  ['14:00', '16:00'],
  ['19:00', '21:00'],
];

const round2 = (n) => Math.round(n * 100) / 100;

/**
 * The local day 'YYYY-MM-DD' `days` after today in the zone, counted in calendar days: adding
 * `days` x 24 h to the clock gave the same day twice across the autumn clock change when run in the
 * local day's last hour (two bookings on one day: a 409).
 */
const dayIn = (zone, days) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * @param {{ portal: { url: string }, token: string, log: (line: string) => void, connections: number, duration: number, longSamples?: number }} options
 */
export async function measureBookings({ portal, token, log, connections, duration, longSamples = 5 }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const call = async (method, path, body) => {
    const response = await fetch(portal.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  const amenity = async (name) =>
    call('POST', '/api/amenities', {
      name,
      openingHours: ALL_DAY,
      slotMinutes: 60,
      minMinutes: 60,
      maxMinutes: 1440,
      minNoticeHours: 0,
      maxNoticeDays: 400,
      cancelCutoffHours: 0,
      bufferMinutes: 60,
    });

  // A year of bookings of one amenity, as staff blocks (status blocked holds its time as any booking does).
  const busy = await amenity('Bench busy room');
  const zone = busy.timeZone;
  log(`bookings: seeding a year of bookings of one amenity through POST /api/bookings (${365 * DAILY.length})`);
  const seedStarted = performance.now();
  let seeded = 0;
  for (let d = 2; d < 2 + 365; d++) {
    const day = dayIn(zone, d);
    for (const [from, to] of DAILY) {
      await call('POST', '/api/bookings', { amenityId: busy.id, start: `${day}T${from}`, end: `${day}T${to}`, block: true });
      seeded += 1;
    }
  }
  const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
  log(`bookings: ${seeded} bookings in ${seedSeconds} s`);

  const loadOptions = { connections, duration };
  const healthUrl = `${portal.url}/_health`;
  log('bookings: load GET /_health alone');
  const healthAlone = await load({ url: healthUrl, ...loadOptions });

  // A month in the middle of the year: 31 days, about 93 bookings touching it.
  const from = dayIn(zone, 180);
  const to = dayIn(zone, 210);
  const availabilityPath = `/api/amenities/${busy.id}/availability?from=${from}&to=${to}`;
  const answer = await call('GET', availabilityPath);
  log(`bookings: load GET ${availabilityPath} (${answer.busy.length} held times), with /_health at the same time`);
  const [availability, healthDuringAvailability] = await Promise.all([
    load({ url: portal.url + availabilityPath, headers: { authorization: headers.authorization }, ...loadOptions }),
    load({ url: healthUrl, connections: Math.max(1, Math.round(connections / 5)), duration, warmup: 0 }),
  ]);

  // The longest booking staff may make, on fresh amenities, against a one-hour one; /_health meanwhile.
  const settingsAnswer = await fetch(`${portal.url}/api/site-settings`).catch(() => null);
  const maxDays = Number((settingsAnswer && settingsAnswer.ok ? (await settingsAnswer.json())?.staffBookingMaxDays : null) || 366);
  log(`bookings: ${longSamples} blocks of ${maxDays} days and ${longSamples} of one hour, with /_health at the same time`);
  const longest = [];
  const short = [];
  const healthLoad = load({ url: healthUrl, connections: Math.max(1, Math.round(connections / 5)), duration, warmup: 0 });
  const sampleStarted = performance.now();
  for (let i = 0; i < longSamples; i++) {
    const room = await amenity(`Bench long room ${i + 1}`);
    const oneHourDay = dayIn(zone, 2 + maxDays + 5);
    let t = performance.now();
    await call('POST', '/api/bookings', { amenityId: room.id, start: `${oneHourDay}T10:00`, end: `${oneHourDay}T11:00`, block: true });
    short.push(performance.now() - t);
    // From 10:00 to 10:00 a whole number of days later: both clock changes of the year inside, so exactly maxDays x 24 h.
    t = performance.now();
    await call('POST', '/api/bookings', {
      amenityId: room.id,
      start: `${dayIn(zone, 2)}T10:00`,
      end: `${dayIn(zone, 2 + maxDays)}T10:00`,
      block: true,
    });
    longest.push(performance.now() - t);
  }
  const sampleSeconds = (performance.now() - sampleStarted) / 1000;
  const healthDuringBookings = await healthLoad;
  // The overlap refused at that length: a second year-long block on the last room answers 409 at once.
  const clash = await fetch(`${portal.url}/api/bookings`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ amenityId: busy.id, start: `${dayIn(zone, 2)}T10:00`, end: `${dayIn(zone, 2 + maxDays)}T10:00`, block: true }),
  });
  await clash.arrayBuffer();

  const stats = (times) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { samples: sorted.length, p50: round2(sorted[Math.floor((sorted.length - 1) / 2)]), max: round2(sorted.at(-1) ?? NaN) };
  };
  const availabilityOne = await sequentialLatency({
    url: portal.url + availabilityPath,
    headers: { authorization: headers.authorization },
  });
  const { body: _body, ...availabilitySequential } = availabilityOne;
  return {
    timeZone: zone,
    seeded: { bookings: seeded, seconds: seedSeconds },
    healthAlone,
    availability: {
      path: availabilityPath,
      heldTimes: answer.busy.length,
      load: availability,
      oneAtATime: availabilitySequential,
      healthMeanwhile: healthDuringAvailability,
      ratioVsHealth: round2(availability.requestsPerSecond / healthAlone.requestsPerSecond),
    },
    longestBooking: {
      days: maxDays,
      longestMs: stats(longest),
      oneHourMs: stats(short),
      samplesSeconds: round2(sampleSeconds),
      healthMeanwhile: healthDuringBookings,
      overlapAtThatLength: clash.status,
    },
  };
}

/** The figures as lines for the table. */
export function bookingLines(b) {
  const h = (r) => `${r.requestsPerSecond} req/s, p50 ${r.latencyMs.p50} / p99 ${r.latencyMs.p99} ms, max ${r.latencyMs.max} ms`;
  return [
    `bookings (${b.seeded.bookings} held in a year, seeded in ${b.seeded.seconds} s; ${b.timeZone})`,
    `  GET /_health alone:                      ${h(b.healthAlone)}`,
    `  availability of a month (${b.availability.heldTimes} held): ${h(b.availability.load)}; one at a time p50 ${b.availability.oneAtATime.latencyMs.p50} ms`,
    `  GET /_health meanwhile:                  ${h(b.availability.healthMeanwhile)}`,
    `  a ${b.longestBooking.days}-day block:                  p50 ${b.longestBooking.longestMs.p50} ms, max ${b.longestBooking.longestMs.max} ms (one hour: p50 ${b.longestBooking.oneHourMs.p50} ms, max ${b.longestBooking.oneHourMs.max} ms)`,
    `  GET /_health meanwhile:                  ${h(b.longestBooking.healthMeanwhile)}`,
    `  an overlapping block of that length:     ${b.longestBooking.overlapAtThatLength}`,
  ];
}
