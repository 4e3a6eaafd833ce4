import { describe, expect, it } from 'vitest';
import { foreignLocalePath, hasLanguageAddresses, localizedPath, routerBasename, splitLocalePath } from './language-paths';

describe('language paths', () => {
  it('reads the language of a prefixed path and the page it names; an unprefixed path is English', () => {
    expect(splitLocalePath('/es/news/3')).toEqual({ locale: 'es', path: '/news/3', prefixed: true });
    expect(splitLocalePath('/fr/home')).toEqual({ locale: 'fr-CA', path: '/home', prefixed: true });
    expect(splitLocalePath('/fr')).toEqual({ locale: 'fr-CA', path: '/', prefixed: true });
    expect(splitLocalePath('/home')).toEqual({ locale: 'en', path: '/home', prefixed: false });
    // A page whose name starts like a prefix is not one.
    expect(splitLocalePath('/frequently')).toEqual({ locale: 'en', path: '/frequently', prefixed: false });
  });

  it('writes a page in a language and gives the router its basename', () => {
    expect(localizedPath('/news', 'es')).toBe('/es/news');
    expect(localizedPath('/news', 'fr-CA')).toBe('/fr/news');
    expect(localizedPath('/news', 'en')).toBe('/news');
    expect(routerBasename('/fr/contacts')).toBe('/fr');
    expect(routerBasename('/contacts')).toBeUndefined();
  });

  it('sends a prefix of no language of the portal to English, one naming a language exactly to it', () => {
    expect(foreignLocalePath('/xx/home')).toEqual({ path: '/home', locale: 'en' });
    expect(foreignLocalePath('/fr-ZZ/home')).toEqual({ path: '/home', locale: 'en' });
    expect(foreignLocalePath('/en/news/3')).toEqual({ path: '/news/3', locale: 'en' });
    expect(foreignLocalePath('/FR-ca/home')).toEqual({ path: '/home', locale: 'fr-CA' });
    expect(foreignLocalePath('/es/home')).toBeUndefined();
    expect(foreignLocalePath('/home')).toBeUndefined();
  });

  it('gives the public pages and the news items an address per language, not the signed-in pages', () => {
    for (const path of ['/home', '/news', '/news/12', '/contacts', '/notices', '/records', '/register', '/home/'])
      expect(hasLanguageAddresses(path), path).toBe(true);
    for (const path of ['/', '/manage', '/faqs', '/login', '/news/1/2', '/admin/users'])
      expect(hasLanguageAddresses(path), path).toBe(false);
  });
});
