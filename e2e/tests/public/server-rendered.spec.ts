/**
 * The public pages before and after JavaScript (docs/requirements.md §13): complete HTML without scripts, taken
 * over without a layout shift and with one page-visit log (Notices and Records too, with their data); each news item at its own address with its preview
 * tags; an address of no published item is a 404 page; the RSS feed lists exactly the public news.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { meetingHeading, type MeetingList, type RecordsIndex } from '@hearth/common';
import { portalUrl, signIn } from '../../support';
import { mainHeading, newsEntries, uniqueUserName } from './public-helpers';

interface NewsItem {
  id: number;
  title: string;
  body: string;
  itemDate: string;
  thumbnailUrl: string | null;
}

const publicNews = async (request: APIRequestContext) => (await (await request.get('/api/news/active')).json()) as NewsItem[];

/** A director's access token, read from the signed-in tab (oidc-client-ts keeps the user in sessionStorage). */
async function directorToken(page: Page): Promise<string> {
  await signIn(page, 'director');
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('oidc.user:'))!;
    return (JSON.parse(sessionStorage.getItem(key)!) as { access_token: string }).access_token;
  });
}

/** Adds a news item through the API (no cookies, so no anti-forgery header) and answers its id. */
async function addNews(request: APIRequestContext, token: string, item: { title: string; body: string; publishDate: string }) {
  const response = await request.post('/api/news/add', {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...item, active: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, news, a news item and contacts arrive with their content', async ({ page, request }) => {
    const news = await publicNews(request);
    expect(news.length).toBeGreaterThan(1);

    await page.goto('/home');
    await expect(mainHeading(page)).toContainText('Welcome to');
    await expect(page.getByRole('heading', { level: 2, name: 'Login', exact: true })).toBeVisible();

    await page.goto('/news');
    await expect(mainHeading(page)).toHaveText('News');
    await expect(newsEntries(page)).toHaveCount(news.length);
    for (const item of news) await expect(newsEntries(page).filter({ hasText: item.title })).toHaveCount(1);

    const [, second] = news;
    await page.goto(`/news/${second.id}`);
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText(second.title);
    await expect(newsEntries(page).filter({ hasText: second.title })).toHaveAttribute('aria-current', 'true');

    await page.goto('/contacts');
    await expect(mainHeading(page)).toHaveText('Contacts');
    const managers = (await (await request.get('/api/propertymanager/current')).json()) as { name: string; email: string }[];
    expect(managers.length).toBeGreaterThan(0);
    await expect(page.getByText(managers[0].name, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: managers[0].email })).toBeVisible();
    await expect(page.getByText('Site Administrator', { exact: true })).toBeVisible();
  });

  test('the preview picture of Home, News and Contacts is a PNG or JPEG that is served as one', async ({ page, request }) => {
    for (const path of ['/home', '/news', '/contacts']) {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(image, path).toMatch(/\.(png|jpe?g)$/);
      expect(await page.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(image);
      const served = await request.get(image!);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toMatch(/^image\/(png|jpeg)/);
    }
  });
});

test.describe('without JavaScript, the pages of meetings and records', () => {
  test.use({ javaScriptEnabled: false });

  test('notices and records arrive with their content', async ({ page, request }) => {
    const meetings = (await (await request.get('/api/meetings')).json()) as MeetingList;
    await page.goto('/notices');
    await expect(mainHeading(page)).toHaveText('Meeting notices');
    for (const m of meetings.upcoming) await expect(page.getByRole('article', { name: meetingHeading(m.kind, m.title) })).toBeVisible();

    const records = (await (await request.get('/api/records')).json()) as RecordsIndex;
    await page.goto('/records');
    await expect(page).toHaveTitle(/^Official Records \| /);
    await expect(mainHeading(page)).toHaveText('Official Records');
    await expect(page.getByText('These are the association’s public records.', { exact: false })).toBeVisible();
    const shown = records.categories.filter((c) => c.records.length > 0);
    if (shown.length === 0) await expect(page.getByText('No records are posted yet.')).toBeVisible();
    for (const c of shown) {
      await expect(page.getByRole('region', { name: c.label })).toBeVisible();
      await expect(page.getByRole('region', { name: c.label }).getByText(c.records[0].title, { exact: false })).toBeVisible();
    }
  });
});

test('Records is taken over without a layout shift, a hydration mismatch or asking for the records again', async ({ page }) => {
  const recordCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/records') recordCalls.push(r.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/records');
  await page.waitForLoadState('networkidle');
  await expect(mainHeading(page)).toHaveText('Official Records');
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  expect(recordCalls).toEqual([]);
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test('the app takes a server-rendered page over without a layout shift, and logs the visit once', async ({ page }) => {
  const visits: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/profile/logpage')) visits.push(r.postData() ?? '');
  });
  const newsCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/news/active')) newsCalls.push(r.url());
  });
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
        (window as unknown as { shifts: number }).shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

  await page.goto('/news');
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  // Taken over: a choice in the list opens the item at its address, without a reload.
  const first = newsEntries(page).first();
  const title = (await first.locator('span').first().innerText()).trim();
  await first.click();
  await expect(page).toHaveURL(/\/news\/\d+$/);
  await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText(title);
  // The tab names the item, as its server-rendered page does; the list is "News" again.
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\| `));
  await page.goBack();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle(/^News \| /);
  await expect(page.locator('article')).toHaveCount(0);

  expect(visits.map((v) => (JSON.parse(v) as { model: { pageName: string } }).model.pageName)).toEqual(['News']);
  // The page came with the news: the app does not ask for them again.
  expect(newsCalls).toEqual([]);
  // No hydration mismatch (React reports one as a console error).
  expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
});

test("the app's script is asked for after the page has painted, and Login works before it arrives", async ({ page }) => {
  // Hold the app's script back until told: the page must already be readable, and its Login must work.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = 0;
  let paintedWhenAsked = -1;
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    asked += 1;
    paintedWhenAsked = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length);
    await released;
    await route.continue();
  });
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await expect.poll(() => asked).toBe(1);
  // Asked for once the page had painted, not before.
  await expect.poll(() => paintedWhenAsked).toBe(1);
  // Pressed before the app took over: the browser follows the link, and the sign-in starts there.
  await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  release();
  await page.waitForURL((url) => url.pathname.startsWith('/oidc'));
  await expect(page.getByLabel('User Name', { exact: true })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the Menu pressed before the app arrives opens once it has', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
      asked += 1;
      await released;
      await route.continue();
    });
    await page.goto('/home');
    await expect.poll(() => asked).toBe(1);
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    // Nothing can answer yet: the app's script is still held back.
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'News' })).toBeVisible();
  });
});

test.describe.serial('a news item of its own', () => {
  const marker = uniqueUserName('ssr');
  const hostileTitle = `Water <script>window.pwned=1</script> & "shut-off" ${marker}`;
  const hostileBody = `Valve <img src=x onerror="window.pwned=1"> in the basement, ${marker}.`;
  let token = '';
  let hostileId = 0;
  let futureId = 0;
  let archivedId = 0;

  test.beforeAll(async ({ browser, request }) => {
    const page = await browser.newPage();
    token = await directorToken(page);
    await page.close();
    hostileId = await addNews(request, token, { title: hostileTitle, body: hostileBody, publishDate: isoDay(0) });
    futureId = await addNews(request, token, { title: `Scheduled ${marker}`, body: 'Not yet.', publishDate: isoDay(30) });
    archivedId = await addNews(request, token, { title: `Archived ${marker}`, body: 'Gone.', publishDate: isoDay(0) });
    const archived = await request.post(`/api/content/news/${archivedId}/archive`, { headers: { Authorization: `Bearer ${token}` } });
    expect(archived.status(), await archived.text()).toBe(200);
  });

  // The items this journey added leave the public news as they were.
  test.afterAll(async ({ request }) => {
    for (const id of [hostileId, futureId]) {
      if (id) await request.post(`/api/content/news/${id}/archive`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });

  test('its page carries the preview tags, escaped, with absolute addresses', async ({ request, page }) => {
    const response = await request.get(`/news/${hostileId}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>window.pwned');
    expect(html).not.toContain('<img src=x');

    await page.goto(`/news/${hostileId}`);
    const meta = (key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');
    expect(await meta('og:title')).toBe(hostileTitle);
    expect(await meta('og:description')).toBe(hostileBody);
    expect(await meta('og:url')).toBe(`${portalUrl()}/news/${hostileId}`);
    expect(await meta('og:image')).toMatch(new RegExp(`^${portalUrl().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`));
    expect(await meta('twitter:card')).toBe('summary_large_image');
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${portalUrl()}/news/${hostileId}`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect(page.locator('article').getByRole('heading', { level: 2 })).toHaveText(hostileTitle);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
  });

  test('an archived, a scheduled or a made-up address is a 404 page in the portal look', async ({ request, page }) => {
    for (const path of [
      `/news/${archivedId}`,
      `/news/${futureId}`,
      '/news/abc',
      '/news/999999',
      '/news/1%00',
      `/news/${'9'.repeat(5000)}`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('News item not found');
      expect(html, path).toContain('Click on titles to see details');
    }
    const response = await page.goto(`/news/${archivedId}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'News item not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  test('the feed is RSS 2.0 with exactly the public news, newest first, escaped', async ({ request, page }) => {
    await page.goto('/news');
    const feedHref = await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href');
    expect(feedHref).toBe(`${portalUrl()}/news/feed.xml`);
    const response = await request.get('/news/feed.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    // Parsed by the browser's own XML parser: a parse error would come back as a <parsererror> document.
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        items: [...doc.querySelectorAll('channel > item')].map((i) => ({
          title: i.querySelector('title')?.textContent,
          link: i.querySelector('link')?.textContent,
          description: i.querySelector('description')?.textContent,
          // What a reader that renders descriptions as HTML shows: text only, no element (docs/requirements.md §13).
          rendered: (() => {
            const body = new DOMParser().parseFromString(i.querySelector('description')?.textContent ?? '', 'text/html').body;
            return { text: body.textContent, elements: body.querySelectorAll('*').length };
          })(),
        })),
      };
    }, xml);
    expect(feed.error).toBe(false);
    expect(feed.root).toBe('rss');
    expect(feed.version).toBe('2.0');
    const news = await publicNews(request);
    expect(feed.items.map((i) => i.title)).toEqual(news.map((n) => n.title));
    expect(feed.items.map((i) => i.link)).toEqual(news.map((n) => `${portalUrl()}/news/${n.id}`));
    expect(feed.items.find((i) => i.title === hostileTitle)?.rendered).toEqual({ text: hostileBody, elements: 0 });
    expect(feed.items.some((i) => i.title?.includes(`Scheduled ${marker}`) || i.title?.includes(`Archived ${marker}`))).toBe(false);
  });
});
