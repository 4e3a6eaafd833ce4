/** A page with an address per language wins over a language remembered earlier: one language per page. */
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@hearth/common';
import { followAddressLanguage } from './initial-locale';

const remembered = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
const remember = (locale: string) => (document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/`);

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
});

describe('the language of a page with an address per language', () => {
  it('replaces a different remembered language, so the page’s reads answer in the language it shows', () => {
    remember('es');
    followAddressLanguage('fr-CA', '/fr/news');
    expect(remembered()).toBe('fr-CA');
    remember('fr-CA');
    followAddressLanguage('en', '/contacts');
    expect(remembered()).toBe('en');
  });

  it('leaves a page without language addresses, and a visitor who chose nothing, as they are', () => {
    remember('es');
    followAddressLanguage('en', '/bookings');
    expect(remembered()).toBe('es');
    document.cookie = `${LOCALE_COOKIE}=; Path=/; Max-Age=0`;
    followAddressLanguage('fr-CA', '/fr/news');
    expect(remembered()).toBeUndefined();
  });
});
