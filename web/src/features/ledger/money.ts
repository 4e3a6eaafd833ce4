/**
 * Money on the ledger's screens. The ledger counts integer cents; the screens only format them (Intl,
 * in the association's currency) and read a typed amount of dollars and cents into cents with integer
 * arithmetic on its digits, so no float ever decides a cent.
 */
import { i18n } from '@lingui/core';

/** The association's currency. The portal keeps no currency setting yet: its associations are American. */
export const LEDGER_CURRENCY = 'USD';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount of integer cents as money in the reader's language ("$1,234.56", "-$10.00"; « 1 234,56 $ US »).
 * The ledger's screens are signed-in ones, never rendered on the server, so the app's one Lingui instance
 * holds the reader's language; its screens re-render when it changes (useLingui).
 */
export function formatCents(cents: number, currency = LEDGER_CURRENCY): string {
  const locale = i18n.locale || undefined;
  const key = `${locale ?? ''}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
    formatters.set(key, formatter);
  }
  // Whole units and cents are formatted apart from each other and joined, so 0.1 + 0.2 never shows.
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const parts = formatter.formatToParts((abs - (abs % 100)) / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const text = parts.map((part) => (part.type === 'fraction' ? fraction : part.value)).join('');
  return negative ? `-${text}` : text;
}

/** What the amount field says when refused: dollars with at most two decimals, with or without $ and thousands commas. */
export const AMOUNT_MESSAGE = 'Write the amount in dollars and cents, for example 1234.56 (at most two decimals, more than zero).';

/** A typed amount ("1,234.5", "$12") as integer cents, or null when it is not one. */
export function centsOf(typed: string): number | null {
  const text = typed
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,10})(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 ? cents : null;
}
