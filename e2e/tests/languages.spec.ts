/**
 * Every screen in the reader's language (docs/architecture.md, "Languages"), one journey run in French
 * and in Spanish: a visitor whose browser asks for the language lands on its address of Home, with the
 * hreflang alternates; a resident who chooses the language with the switcher (which saves it on their
 * profile) reads the bookings and their statements in it, gets the booking's confirmation and the month's
 * statement by e-mail in it, and downloads a statement PDF in it; from the same events a neighbour on
 * English gets English, word for word as before. axe finds nothing serious on the language's screens at
 * 1280 and 375 px. The resident is put back on English at the end, so the journeys after this one find
 * the demo accounts as seeded. The people who stay signed in (the resident, the neighbour, the
 * administrator, the director) sign in once for both languages.
 */
import fs from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_SCREENS, mailTexts } from '@hearth/common';
import { DEMO_ACCOUNTS, demoPassword, lastEmailTo, localIn, portalUrl, signIn, submitLogin } from '../support';
import { DEMO_STREET } from '../../cms/src/seed/demo-accounts';
import { pdfWords } from '../support/pdf';
import { expectNoSeriousViolations, languageLinks } from './public/public-helpers';

const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true };

/** A day some weeks ahead (random, so runs against one portal do not meet), as YYYY-MM-DD. */
const dayAhead = (from: number, to: number) =>
  new Date(Date.now() + (from + Math.floor(Math.random() * (to - from))) * 86_400_000).toISOString().slice(0, 10);

/** The month `count` months before `month` (yyyy-mm). */
function monthsBefore(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year, m - 1 - count, 1)).toISOString().slice(0, 7);
}

/** The words of the booking form a journey fills in. */
interface BookingWords {
  amenity: string;
  from: string;
  free: string;
  book: string;
  terms: string;
}

/** What one language's journey expects to read: the screens' words (web's catalogs) and the mails' (common's tables). */
interface Journey {
  locale: 'fr-CA' | 'es';
  name: string;
  /** The language's address of Home. */
  home: string;
  /**
   * Which month's statements the journey issues, counted back from this one: each language issues its
   * own, so each gets the statement mail of a fresh issue.
   */
  monthsBack: number;
  bookingsTitle: string;
  bookingsHeading: string;
  booking: BookingWords;
  yours: string;
  statementSubject: string;
  statementsOf: (unit: string) => string;
  downloadOf: (period: string) => string;
  cancelOf: (start: string) => string;
  cancelBooking: string;
}

const JOURNEYS: Journey[] = [
  {
    locale: 'fr-CA',
    name: 'French',
    home: '/fr/home',
    monthsBack: 1,
    bookingsTitle: 'Réservations des espaces communs',
    bookingsHeading: 'Réservations',
    booking: { amenity: 'Espace commun', from: 'À partir du', free: 'libre', book: 'Réserver', terms: "J'accepte les conditions" },
    yours: 'la vôtre',
    statementSubject: 'votre relevé',
    statementsOf: (unit) => `Relevés mensuels de l'unité ${unit}, du plus récent au plus ancien`,
    downloadOf: (period) => `Télécharger le relevé de ${period} (PDF)`,
    cancelOf: (start) => `Annuler la réservation du ${start}`,
    cancelBooking: 'Annuler la réservation',
  },
  {
    locale: 'es',
    name: 'Spanish',
    home: '/es/home',
    monthsBack: 2,
    bookingsTitle: 'Reservas de áreas comunes',
    bookingsHeading: 'Reservas',
    booking: { amenity: 'Área común', from: 'Desde', free: 'libre', book: 'Reservar', terms: 'Acepto las condiciones' },
    yours: 'suyo',
    statementSubject: 'su estado de cuenta',
    statementsOf: (unit) => `Estados de cuenta mensuales de la unidad ${unit}, del más reciente al más antiguo`,
    downloadOf: (period) => `Descargar el estado de cuenta de ${period} (PDF)`,
    cancelOf: (start) => `Cancelar la reserva del ${start}`,
    cancelBooking: 'Cancelar la reserva',
  },
];

const ENGLISH: BookingWords = { amenity: 'Amenity', from: 'From', free: 'free', book: 'Book', terms: 'I accept the terms' };

/** The language switcher, whatever language it is labelled in: the select that offers the three languages. */
const switcher = (page: Page) => page.locator('select').filter({ has: page.locator('option[value="fr-CA"]') });

/** Books the party room at `time` on `day`, with the screen's words in `words`' language. */
async function bookPartyRoom(page: Page, day: string, time: string, words: BookingWords) {
  await page.getByLabel(words.amenity, { exact: true }).selectOption({ label: 'Party room' });
  await page.getByLabel(words.from, { exact: true }).fill(day);
  await expect(page.getByRole('heading', { name: 'Party room', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: `${time} ${words.free}` }).click();
  const form = page.getByRole('form', { name: words.book });
  await form.getByLabel(words.terms).check();
  await form.getByRole('button', { name: words.book }).click();
}

/** Chooses a language with the switcher and waits for the profile to have it. */
async function choose(page: Page, locale: 'fr-CA' | 'es' | 'en') {
  const saved = page.waitForResponse((answer) => answer.url().includes('/api/profile/update') && answer.request().method() === 'PUT', {
    timeout: 20_000,
  });
  await switcher(page).selectOption(locale);
  expect((await saved).ok()).toBe(true);
}

/** The people who stay signed in through both languages' journeys (signing in is the slow part of a journey). */
interface People {
  owner: Page;
  neighbour: Page;
  admin: Page;
  director: Page;
}

const contexts: BrowserContext[] = [];

async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<Page> {
  const context = await browser.newContext(options);
  contexts.push(context);
  return context.newPage();
}

async function signedInPage(browser: Browser, username: 'admin' | 'owner' | 'tenant' | 'director'): Promise<Page> {
  const page = await newPage(browser, DESKTOP);
  await signIn(page, username);
  return page;
}

let people: People;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  people = {
    owner: await signedInPage(browser, 'owner'),
    neighbour: await signedInPage(browser, 'tenant'),
    admin: await signedInPage(browser, 'admin'),
    director: await signedInPage(browser, 'director'),
  };
});

test.afterAll(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A visitor whose browser asks for the language lands on its Home, which names the three addresses. */
async function visitorLands(browser: Browser, journey: Journey) {
  const site = portalUrl();
  const visitor = await newPage(browser, { ...DESKTOP, locale: journey.locale });
  await visitor.goto('/home');
  await expect(visitor).toHaveURL(`${site}${journey.home}`);
  await expect(visitor.locator('html')).toHaveAttribute('lang', journey.locale);
  expect(await languageLinks(visitor)).toEqual({
    canonical: `${site}${journey.home}`,
    alternates: { en: `${site}/home`, 'fr-CA': `${site}/fr/home`, es: `${site}/es/home`, 'x-default': `${site}/home` },
  });
  // axe on it at 1280 and 375 px: tests/public/languages.spec.ts, which also follows its links and switcher.
  await visitor.context().close();
}

async function residentJourney(browser: Browser, journey: Journey) {
  const { owner, neighbour, admin, director } = people;
  const words = journey.booking;
  await visitorLands(browser, journey);

  await owner.goto('/bookings');
  await expect(owner.getByRole('heading', { name: 'Amenity bookings', level: 1 })).toBeVisible();

  // The switcher: the page changes language in place, and the choice is saved on the profile (where mails and PDFs read it).
  await choose(owner, journey.locale);
  try {
    await expect(owner.locator('html')).toHaveAttribute('lang', journey.locale);
    await expect(owner.getByRole('heading', { name: journey.bookingsTitle, level: 1 })).toBeVisible();
    await expect(owner.getByRole('heading', { name: journey.bookingsHeading, level: 2 })).toBeVisible();

    // A booking made on the screen in the language: confirmed by an e-mail in it.
    const day = dayAhead(10, 85);
    const booked = new Date();
    await bookPartyRoom(owner, day, '14:00', words);
    await expect(owner.getByRole('button', { name: `14:00 ${journey.yours}` })).toBeDisabled();
    const mail = await lastEmailTo(DEMO_ACCOUNTS.owner.email, { after: booked, timeout: 60_000 });
    expect(mail.subject).toContain(mailTexts(journey.locale).booking.confirmedSubject('', 'Party room').trim());
    expect(mail.subject).not.toContain('is confirmed');
    await expectNoSeriousViolations(owner, `/bookings in ${journey.name} at 1280 px`);

    // The neighbour, on English, books the same room: the same screen and the same e-mail, in English.
    await neighbour.goto('/bookings');
    await expect(neighbour.locator('html')).toHaveAttribute('lang', 'en');
    await expect(neighbour.getByRole('heading', { name: 'Amenity bookings', level: 1 })).toBeVisible();
    const neighbourBooked = new Date();
    await bookPartyRoom(neighbour, day, '17:00', ENGLISH);
    await expect(neighbour.getByRole('button', { name: '17:00 yours' })).toBeDisabled();
    const englishMail = await lastEmailTo(DEMO_ACCOUNTS.tenant.email, { after: neighbourBooked, timeout: 60_000 });
    expect(englishMail.subject).toContain('is confirmed');

    // A month's statements, issued once for every unit: the owner's mail in the language, the neighbour's in English.
    const zone = ((await (await admin.request.get('/api/settings')).json()) as { timeZone: string }).timeZone;
    const period = monthsBefore(localIn(0, zone).slice(0, 7), journey.monthsBack);
    await admin.goto(ADMIN_SCREENS.ledger.path);
    const statements = admin.locator('section').filter({ has: admin.getByRole('heading', { name: 'Monthly statements', level: 2 }) });
    await statements.getByRole('textbox', { name: 'Month' }).fill(period);
    const issued = new Date();
    await statements.getByRole('button', { name: 'Issue statements' }).click();
    const toast = admin
      .getByRole('region', { name: /notifications/i })
      .getByText(new RegExp(`^The statements for ${period} `))
      .first();
    await expect(toast).toBeVisible();
    // A portal that issued this month before (an earlier run) sends no mail again: only a fresh issue is read.
    if (/were issued for/.test(await toast.innerText())) {
      const inLanguage = await lastEmailTo(DEMO_ACCOUNTS.owner.email, { after: issued, timeout: 60_000 });
      expect(inLanguage.subject).toContain(journey.statementSubject);
      const english = await lastEmailTo(DEMO_ACCOUNTS.director.email, { after: issued, timeout: 60_000 });
      expect(english.subject).toContain('your statement for');
    }

    // "My Account" in the language, and the statement's PDF in it.
    const unit = `307 ${DEMO_STREET}`;
    await owner.goto('/my-account');
    await expect(owner.locator('html')).toHaveAttribute('lang', journey.locale);
    const list = owner.getByRole('table', { name: journey.statementsOf(unit) });
    await expect(list.getByRole('row').filter({ hasText: period })).toBeVisible();
    await expectNoSeriousViolations(owner, `/my-account in ${journey.name} at 1280 px`);
    const downloading = owner.waitForEvent('download');
    await list.getByRole('button', { name: journey.downloadOf(period) }).click();
    const pdf = pdfWords(fs.readFileSync(await (await downloading).path()));
    expect(pdf).toContain(mailTexts(journey.locale).statement.closingBalance);
    expect(pdf).not.toContain('Closing balance');

    // The neighbour's statement, from the same issue, in English.
    await director.goto('/my-account');
    const directorList = director.getByRole('table', { name: /^Monthly statements of unit 204 / });
    const directorDownload = director.waitForEvent('download');
    await directorList.getByRole('button', { name: `Download the statement for ${period} (PDF)` }).click();
    expect(pdfWords(fs.readFileSync(await (await directorDownload).path()))).toContain('Closing balance');

    // On a phone whose browser says English, signed in afresh: the profile's language from the start, and its screens pass axe there too.
    const phone = await newPage(browser, PHONE);
    await submitLogin(phone, 'owner', demoPassword(), '/home');
    await phone.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-callback'), { timeout: 20_000 });
    await expect(phone.locator('html')).toHaveAttribute('lang', journey.locale);
    await phone.goto('/bookings');
    await expect(phone.getByRole('heading', { name: journey.bookingsTitle, level: 1 })).toBeVisible();
    await expectNoSeriousViolations(phone, `/bookings in ${journey.name} at 375 px`);
    await phone.goto('/my-account');
    await expect(phone.getByRole('button', { name: journey.downloadOf(period) })).toBeVisible();
    await expectNoSeriousViolations(phone, `/my-account in ${journey.name} at 375 px`);
    await phone.context().close();

    // Both bookings cancelled again: the unit's monthly quota is left as the other journeys expect it.
    await owner.goto('/bookings');
    await owner.getByLabel(words.amenity, { exact: true }).selectOption({ label: 'Party room' });
    await owner.getByRole('button', { name: journey.cancelOf(`${day} 14:00`) }).click();
    await owner.getByRole('dialog').getByRole('button', { name: journey.cancelBooking, exact: true }).click();
    await expect(owner.getByRole('button', { name: journey.cancelOf(`${day} 14:00`) })).toHaveCount(0);
    await neighbour.getByRole('button', { name: `Cancel booking of ${day} 17:00` }).click();
    await neighbour.getByRole('dialog').getByRole('button', { name: 'Cancel the booking', exact: true }).click();
    await expect(neighbour.getByRole('button', { name: `Cancel booking of ${day} 17:00` })).toHaveCount(0);
  } finally {
    // Back on English, saved on the profile, for the journeys after this one: chosen once the page has
    // followed the profile's language, so the choice replaces it.
    await owner.goto('/bookings');
    await expect(owner.getByRole('heading', { name: journey.bookingsTitle, level: 1 })).toBeVisible();
    await choose(owner, 'en');
    await expect(owner.locator('html')).toHaveAttribute('lang', 'en');
    await expect(owner.getByRole('heading', { name: 'Amenity bookings', level: 1 })).toBeVisible();
  }
}

for (const journey of JOURNEYS)
  test(`a resident who chooses ${journey.name} gets ${journey.name} screens, e-mail and PDF; the neighbour on English gets English`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    await residentJourney(browser, journey);
  });
