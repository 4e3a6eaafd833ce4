import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, localeOr, negotiateLocale } from './locale';

describe('negotiateLocale', () => {
  it.each([
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr-CA'],
    ['fr-FR', 'fr-CA'],
    ['fr', 'fr-CA'],
    ['es-MX,es;q=0.9', 'es'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,es;q=0.5,fr;q=0.4', 'es'],
    ['en;q=0.2, fr;q=0.9', 'fr-CA'],
    ['es, fr', 'es'],
    ['*', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['unknown', 'xx'],
    ['unknown region of nothing we speak', 'de-ZZ'],
    ['garbage', '";DROP TABLE;--\u0000'],
    ['refused French', 'fr;q=0'],
    ['bad weight', 'fr;q=2'],
    ['10 KB', `fr,${'x'.repeat(10 * 1024)}`],
  ])('falls back to English: %s', (_, header) => {
    expect(negotiateLocale(header)).toBe(DEFAULT_LOCALE);
  });

  it('reads a region it does not know as the language it knows', () => {
    expect(negotiateLocale('fr-ZZ')).toBe('fr-CA');
  });
});

describe('isLocale / localeOr', () => {
  it('accepts only the three', () => {
    expect(['en', 'fr-CA', 'es'].every(isLocale)).toBe(true);
    expect(isLocale('fr')).toBe(false);
    expect(isLocale('xx')).toBe(false);
    expect(localeOr(null)).toBe('en');
    expect(localeOr('es')).toBe('es');
  });
});
