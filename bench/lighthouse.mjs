// @ts-check
/**
 * Lighthouse (mobile: its simulated slow 4G and 4x CPU, the yardstick nobody here wrote) on the public
 * pages of a running portal, for `npm run bench:web` (the portal's performance budgets). Chromium is started by
 * Playwright with a debugging port that Lighthouse drives; each page is audited LIGHTHOUSE_RUNS times (1)
 * and the median of each figure reported against the budgets below.
 */
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

/**
 * The budgets per page, in each language: scores out of 100, LCP in ms, CLS. Mobile performance at
 * least 99 and LCP at most 1.2 s are the target for every public page in English, French and Spanish.
 */
export const LIGHTHOUSE_BUDGETS = { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1200, cls: 0 };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * One audit of `url`: the four scores, LCP, CLS and first-load JavaScript as Lighthouse counted them.
 * @returns {Promise<Record<string, any>>}
 */
async function audit(url, port) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  /** @type {any} Lighthouse's result, read by audit id */
  const lhr = result.lhr;
  const scripts = lhr.audits['network-requests']?.details?.items?.filter((r) => r.resourceType === 'Script') ?? [];
  return {
    ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    // What a busy machine costs the Performance score first: the main thread's long tasks.
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    failed: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

/**
 * Audits each of `paths` on `baseUrl`; answers per path the median figures and whether each budget holds.
 * `port` is a free port for Chromium's debugging protocol.
 */
export async function lighthouseAudits({ baseUrl, paths, port, runs = 1, chromiumPath, chromiumArgs, log }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--remote-debugging-port=${port}`] });
  try {
    const pages = {};
    for (const path of paths) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const result = await audit(`${baseUrl}${path}`, port);
        results.push(result);
        log(
          `lighthouse ${path} run ${i + 1}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result['best-practices']}, SEO ${result.seo}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms, CLS ${result.cls}${result.failed.length ? `, failed: ${result.failed.join(' ')}` : ''}`,
        );
      }
      const figures = Object.fromEntries(
        [...CATEGORIES, 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'jsBytes'].map((key) => [key, median(results.map((r) => r[key]))]),
      );
      const budgets = Object.fromEntries(
        Object.entries(LIGHTHOUSE_BUDGETS).map(([key, limit]) => {
          const value = figures[key];
          // Scores are floors, LCP and CLS ceilings.
          const atMost = key === 'lcpMs' || key === 'cls';
          return [key, { limit, value, atMost, pass: atMost ? value <= limit : value >= limit }];
        }),
      );
      pages[path] = { ...figures, budgets, failed: [...new Set(results.flatMap((r) => r.failed))] };
    }
    return pages;
  } finally {
    await browser.close();
  }
}
