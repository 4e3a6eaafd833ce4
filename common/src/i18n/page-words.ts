import { PAGE_TITLES, RENDERED_PAGE_DESCRIPTIONS } from '../pages';

/**
 * The pages' titles and descriptions, keyed by their English: the registry (pages.ts) alone names the
 * paths, a translation only the words.
 */
export const PAGE_WORDS: Readonly<Record<string, string>> = Object.fromEntries(
  [...Object.values(PAGE_TITLES), ...Object.values(RENDERED_PAGE_DESCRIPTIONS)].map((text) => [text, text]),
);
