/**
 * The portal's languages and how a reader's is chosen (docs/architecture.md, "Languages"): English is
 * the source, Canadian French and Spanish are translations. A signed-in person's language is the one on
 * their profile; a visitor's is negotiated from the browser's Accept-Language. Anything the portal does
 * not speak, garbled or oversized falls back to English, never to an error.
 */
export const LOCALES = ['en', 'fr-CA', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as the switcher offers it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', 'fr-CA': 'Français', es: 'Español' };

/** The cookie that keeps a visitor's choice from the switcher (a year; no account needed). */
export const LOCALE_COOKIE = 'hearth-locale';

/** A browser's Accept-Language is a few dozen characters; a longer one is not a browser's and is ignored. */
export const ACCEPT_LANGUAGE_MAX = 1024;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The language of a tag the portal can serve: any French is Canadian French, any English or Spanish its own. */
function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'fr') return 'fr-CA';
  if (primary === 'es') return 'es';
  if (primary === 'en' || primary === '*') return 'en';
  return null;
}

/**
 * The language to answer in, from an Accept-Language header (RFC 9110 §12.5.4): the highest-weighted
 * tag the portal speaks, the header's order breaking ties; English when none matches, when the header
 * is absent, malformed or longer than a browser's.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (typeof header !== 'string' || header.length === 0 || header.length > ACCEPT_LANGUAGE_MAX) return DEFAULT_LOCALE;
  const ranked: { locale: Locale; q: number; order: number }[] = [];
  header.split(',').forEach((part, order) => {
    const [tag, ...params] = part.split(';');
    if (!/^\s*(\*|[A-Za-z]{1,8}(-[A-Za-z0-9]{1,8})*)\s*$/.test(tag)) return;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/i.exec(param);
      if (!match) return;
      q = Number(match[1]);
    }
    const locale = localeOfTag(tag);
    if (locale && q > 0) ranked.push({ locale, q, order });
  });
  ranked.sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.locale ?? DEFAULT_LOCALE;
}

/** A stored or sent language: the portal's own, else English (a profile written before languages existed has none). */
export const localeOr = (value: unknown, fallback: Locale = DEFAULT_LOCALE): Locale => (isLocale(value) ? value : fallback);
