/**
 * A language the portal does not speak (docs/architecture.md, "Languages"), wherever it comes from: an
 * address's prefix (/xx/home, /fr-ZZ/news), a garbled or 10 KB Accept-Language, the switcher's cookie,
 * the sign-in pages' and the calendar feed's `lang`, a profile or the association's setting. A read or a
 * page is answered wholly in English (its tab title, preview tags, rendered content and the association's
 * content all English, never a page of two languages); a write is refused with a 400 that says why and
 * changes nothing; never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localOf,
  mailTexts,
  Messages,
  PAGE_TITLES,
  RENDERED_PAGE_DESCRIPTIONS,
  SignInWords,
  signInWords,
  translateCommon,
  type Locale,
} from '@hearth/common';
import { escapeHtml } from '../../src/identity/pages';
import { startPortal, WEB_SHELL_MARK, type TestPortal } from '../support/portal';
import { Browser, CLIENT_ID, signIn, startAuthorization } from '../../../testkit/oidc.mjs';
import { createMembers, expectJson, expectRefused, type Members } from './support';

const NEWS = 'api::news-item.news-item';
const SETTINGS = 'api::site-setting.site-setting';
const OTHERS = ['fr-CA', 'es'] as const satisfies readonly Locale[];
/** createAccount's password. */
const PASSWORD = 'Secret-Passw0rd!';

/** 10 KB of Accept-Language: valid French tags (too long to read, so English), and as much noise. */
const LONG_FRENCH = 'fr-CA,'.repeat(1707);
const LONG_NOISE = 'x'.repeat(10 * 1024);
const GARBLED = [';;;,,,', 'fr;q=abc', 'es;q=2', 'zz-ZZ', '-es', 'fr-CA-x-y-z-1234567890'];

/** The news item every page lists, in English with its French and Spanish translations. */
const POOL = { en: 'Pool opening', 'fr-CA': 'Ouverture de la piscine', es: 'Apertura de la piscina' } as const;

/**
 * A stand-in for the web app's server entry (web/dist-ssr/ssr.cjs, beside the web folder): it says which
 * language it was asked to render in and lists the news it was given, so a page shows whether its
 * content and its markup agree.
 */
const RENDERER = `exports.renderPage = async ({ locale, news }) => ({
  html: '<main data-rendered-in="' + locale + '"><ul>' + news.map((item) => '<li>' + item.title + '</li>').join('') + '</ul></main>',
  pageData: JSON.stringify({ locale }),
});
`;

/** Words a text in another language than English would carry: the page titles, descriptions and sign-in words, translated. */
const foreign = (english: string[]) => {
  const own = new Set(english);
  return [...new Set(OTHERS.flatMap((locale) => english.map((text) => translateCommon(locale, text))))].filter((w) => !own.has(w));
};
const PAGE_WORDS = [...Object.values(PAGE_TITLES), ...Object.values(RENDERED_PAGE_DESCRIPTIONS), Messages.newsItemNotFoundTitle];
const FOREIGN_PAGE_WORDS = [...foreign(PAGE_WORDS), ...OTHERS.map((locale) => POOL[locale])];
const FOREIGN_SIGN_IN_WORDS = [
  ...new Set(
    OTHERS.flatMap((locale) =>
      Object.entries(signInWords(locale)).flatMap(([key, word]) =>
        typeof word === 'string' && word !== SignInWords[key as keyof typeof SignInWords] ? [word] : [],
      ),
    ),
  ),
];

const langOf = (html: string) => /<html[^>]* lang="([^"]+)"/.exec(html)?.[1];

/** A word or phrase as it stands in markup, whole: "FAQ" is not found in "FAQs". */
const wholeWord = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${escapeHtml(word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');

/** No word of another language, but where an element says it is in another language (the switcher names each in itself). */
function expectNoForeignWords(html: string, words: string[]) {
  const unmarked = html.replace(/<a [^>]*\blang="(?:fr-CA|es)"[^>]*>[^<]*<\/a>/g, '');
  for (const word of words) expect(unmarked, `"${word}" on an English page`).not.toMatch(wholeWord(word));
}

describe('a language the portal does not speak', () => {
  let portal: TestPortal;
  let members: Members;
  let siteName: string;

  beforeAll(async () => {
    portal = await startPortal(
      {},
      {
        webShell: {
          'index.html': `<!doctype html><html lang="en"><head><title>Portal</title></head><body><div id="root"></div><!-- ${WEB_SHELL_MARK} --></body></html>`,
          '../dist-ssr/ssr.cjs': RENDERER,
        },
      },
    );
    members = await createMembers(portal, 'unk');
    siteName = (await expectJson(await portal.request('GET', '/api/settings'), 200)).siteName;
    const documents = portal.strapi.documents(NEWS as never);
    const today = new Date().toISOString().slice(0, 10);
    const { documentId } = (await documents.create({
      data: { title: POOL.en, body: 'Saturday.', active: true, publishDate: today } as never,
    })) as {
      documentId: string;
    };
    for (const locale of OTHERS)
      await documents.update({ documentId, locale, data: { title: POOL[locale], body: 'Sábado / samedi.' } } as never);
  });
  afterAll(() => portal?.stop());

  const load = (pathname: string, headers: Record<string, string> = {}) =>
    portal.request('GET', pathname, { headers: { accept: 'text/html', ...headers } });

  /** The public page at `pathname` (English's address), answered 200 and wholly in English. */
  async function expectEnglishPage(response: Response, pathname: '/home' | '/news', what: string) {
    const html = await response.text();
    expect(response.status, what).toBe(200);
    expect(html, what).toContain(WEB_SHELL_MARK);
    expect(langOf(html), what).toBe('en');
    // The tab title, the preview's description and the canonical address: English's.
    const title = pathname === '/home' ? siteName : `${PAGE_TITLES[pathname]} | ${siteName}`;
    expect(html, what).toContain(`<title>${escapeHtml(title)}</title>`);
    expect(html, what).toContain(`<meta name="description" content="${escapeHtml(RENDERED_PAGE_DESCRIPTIONS[pathname])}" />`);
    expect(html, what).toContain(`<link rel="canonical" href="${portal.url}${pathname}"`);
    // Rendered in English, with the association's content in English.
    expect(html, what).toContain('<main data-rendered-in="en">');
    expect(html, what).toContain(`<li>${POOL.en}</li>`);
    expectNoForeignWords(html, FOREIGN_PAGE_WORDS);
  }

  it('sends a prefix of no language to the English page, which is wholly English', async () => {
    for (const [prefixed, pathname] of [
      ['/xx/home', '/home'],
      ['/fr-ZZ/news', '/news'],
      ['/FR-zz/home', '/home'],
      ['/fr_ZZ/news', '/news'],
      ['/zh-Hant-TW/home', '/home'],
    ] as const) {
      const sent = await load(prefixed);
      expect(sent.status, prefixed).toBe(302);
      expect(sent.headers.get('location'), prefixed).toBe(pathname);
      await expectEnglishPage(await load(pathname), pathname, prefixed);
    }
    // A first segment no language tag is written like: an address of no page, answered by the app in English, never a 500.
    const other = await load('/x-klingon/news');
    expect(other.status).toBe(200);
    expect(langOf(await other.text())).toBe('en');
  });

  it('answers a 10 KB or garbled Accept-Language, or a cookie naming no language, with the English page, not a redirect', async () => {
    const asks: [string, Record<string, string>][] = [
      ['10 KB of French tags', { 'Accept-Language': LONG_FRENCH }],
      ['10 KB of noise', { 'Accept-Language': LONG_NOISE }],
      ...GARBLED.map((header): [string, Record<string, string>] => [header, { 'Accept-Language': header }]),
      ['cookie xx', { cookie: 'hearth-locale=xx' }],
      ['cookie fr-ZZ, garbled header', { cookie: 'hearth-locale=fr-ZZ', 'Accept-Language': ';q=1' }],
      ['10 KB cookie', { cookie: `hearth-locale=${LONG_NOISE}` }],
    ];
    for (const [what, headers] of asks)
      for (const pathname of ['/home', '/news'] as const)
        await expectEnglishPage(await load(pathname, headers), pathname, `${pathname}, ${what}`);
    // A prefix of no language with a header of no language: English's address, then its page.
    const sent = await load('/xx/news', { 'Accept-Language': LONG_NOISE });
    expect(sent.headers.get('location')).toBe('/news');
  });

  it('shows the sign-in pages wholly in English for a cookie, header or `lang` naming no language', async () => {
    const cases: { what: string; cookie?: string; lang?: string; header?: string }[] = [
      { what: 'cookie xx', cookie: 'xx' },
      { what: 'cookie fr-ZZ, 10 KB header', cookie: 'fr-ZZ', header: LONG_NOISE },
      { what: 'lang=fr-ZZ, Spanish browser', lang: 'fr-ZZ', header: 'es' },
      { what: 'lang=xx, 10 KB of French tags', lang: 'xx', header: LONG_FRENCH },
    ];
    for (const { what, cookie, lang, header } of cases) {
      const browser = new Browser(portal);
      if (cookie) await browser.jar.setCookie(`hearth-locale=${cookie}; Path=/`, portal.url);
      const request = await startAuthorization(browser);
      const page = await browser.fetch(lang ? `${request.loginPage}?lang=${lang}` : request.loginPage, {
        headers: header ? { 'Accept-Language': header } : {},
      });
      const html = await page.text();
      expect(page.status, what).toBe(200);
      expect(langOf(html), what).toBe('en');
      for (const word of [SignInWords.login, SignInWords.userName, SignInWords.password, SignInWords.forgotPassword, SignInWords.language])
        expect(html, what).toContain(escapeHtml(word));
      expectNoForeignWords(html, FOREIGN_SIGN_IN_WORDS);
      // A `lang` of no language is no choice: the cookie is left as it was.
      const kept = (await browser.jar.getCookies(`${portal.url}/home`)).find((c) => c.key === 'hearth-locale')?.value;
      expect(kept, what).toBe(cookie);
    }
  });

  it('answers the provider’s refusal and its logout question in English for a `lang` naming no language', async () => {
    const browser = new Browser(portal);
    const withoutNonce = new URLSearchParams({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${portal.url}/auth-callback`,
      scope: 'openid',
      state: 'st',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
      lang: 'xx',
    });
    const refused = await browser.fetch(`/oidc/auth?${withoutNonce}`, { headers: { 'Accept-Language': 'es' } });
    expect(refused.status).toBe(400);
    const refusal = await refused.text();
    expect(langOf(refusal)).toBe('en');
    expect(refusal).toContain(`<h1>${SignInWords.loginProblem}</h1>`);
    expect(refusal).toContain(escapeHtml(Messages.nonceRequired));
    expectNoForeignWords(refusal, [...FOREIGN_SIGN_IN_WORDS, ...OTHERS.map((locale) => translateCommon(locale, Messages.nonceRequired))]);

    // Signed in, so the logout asks first (without a session there is nothing to ask).
    await signIn(browser, members.tenant.username, PASSWORD);
    const question = await browser.fetch('/oidc/session/end?lang=fr-ZZ', { headers: { 'Accept-Language': 'fr-CA' } });
    expect(question.status).toBe(200);
    const html = await question.text();
    expect(langOf(html)).toBe('en');
    expect(html).toContain(`<h1>${SignInWords.logOutQuestion}</h1>`);
    expect(html).toContain(escapeHtml(SignInWords.logOutOf(siteName)));
    expectNoForeignWords(html, FOREIGN_SIGN_IN_WORDS);
  });

  it('writes the calendar feed in English for a `lang` naming no language', async () => {
    const zone = (await expectJson(await portal.request('GET', '/api/settings'), 200)).timeZone as string;
    const title = 'Budget meeting';
    await expectJson(
      await portal.request('POST', '/api/meetings', {
        token: members.director.token,
        json: { kind: 'owner', title, startsAt: localOf(Date.now() + 20 * 86_400_000, zone), place: 'Clubhouse', agenda: '1. Budget' },
      }),
      201,
    );
    const english = `SUMMARY:${mailTexts('en').meeting.ownerMeeting}: ${title}\r\n`;
    for (const [query, headers] of [
      ['?lang=fr-ZZ', {}],
      ['?lang=xx', { 'Accept-Language': ';;;' }],
      [`?lang=${'x'.repeat(2000)}`, {}],
      // Two languages in one address name none.
      ['?lang=fr-CA&lang=es', {}],
      ['?lang=', { 'Accept-Language': LONG_FRENCH }],
    ] as const) {
      const feed = await portal.request('GET', `/api/meetings/calendar.ics${query}`, { headers });
      expect(feed.status, query.slice(0, 20)).toBe(200);
      const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
      expect(text, query.slice(0, 20)).toContain(english);
      for (const locale of OTHERS) expect(text).not.toContain(mailTexts(locale).meeting.ownerMeeting);
    }
  });

  it('refuses a profile language the portal does not speak with a 400 that says why, and changes nothing of the write', async () => {
    const token = members.owner.token;
    const before = await expectJson(await portal.request('GET', '/api/profile', { token }), 200);
    for (const [locale, headers, message] of [
      ['fr-ZZ', {}, Messages.localeInvalid],
      ['xx', { 'Accept-Language': LONG_FRENCH }, Messages.localeInvalid],
      ['fr-ZZ', { 'Accept-Language': ';;;' }, Messages.localeInvalid],
      ['FR-ca', {}, Messages.localeInvalid],
      [['fr-CA'], {}, Messages.localeInvalid],
      // The refusal in the writer's language when the browser names one.
      ['fr-ZZ', { 'Accept-Language': 'es' }, translateCommon('es', Messages.localeInvalid)],
    ] as const) {
      const refused = await portal.request('PUT', '/api/profile/update', {
        token,
        headers,
        json: { ...before, firstName: 'Renamed', locale },
      });
      await expectRefused(refused, 400, message);
    }
    const after = await expectJson(await portal.request('GET', '/api/profile', { token }), 200);
    expect(after).toEqual(before);
    expect(after.locale).toBeNull();
  });

  it('refuses an association language the portal does not speak, and keeps the one it had', async () => {
    const row = (await portal.strapi.documents(SETTINGS as never).findFirst()) as { documentId: string; defaultLanguage: string | null };
    for (const defaultLanguage of ['fr-ZZ', 'xx', ''])
      await expect(
        portal.strapi.documents(SETTINGS as never).update({ documentId: row.documentId, data: { defaultLanguage } } as never),
      ).rejects.toMatchObject({ message: Messages.localeInvalid });
    const after = (await portal.strapi.documents(SETTINGS as never).findFirst()) as { defaultLanguage: string | null };
    expect(after.defaultLanguage).toBe(row.defaultLanguage);
  });

  it('answers API reads and refusals in English for a header or cookie naming no language', async () => {
    for (const headers of [
      { 'Accept-Language': LONG_FRENCH },
      { 'Accept-Language': LONG_NOISE },
      { cookie: 'hearth-locale=fr-ZZ' },
      ...GARBLED.map((header) => ({ 'Accept-Language': header })),
    ]) {
      const what = JSON.stringify(headers).slice(0, 60);
      const news = (await expectJson(await portal.request('GET', '/api/news/active', { headers }), 200)) as {
        title: string;
        locale?: string;
      }[];
      expect(
        news.map((item) => item.title),
        what,
      ).toEqual([POOL.en]);
      expect(news[0], what).not.toHaveProperty('locale');
      await expectRefused(await portal.request('GET', '/api/no-such-call', { headers }), 404, Messages.routeNotFound);
    }
  });
});
