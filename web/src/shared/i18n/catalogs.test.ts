/** Common's texts on a server-rendered page: those it shows come with it, the rest when a text needs them. */
import { describe, expect, it, vi } from 'vitest';
import { setupI18n } from '@lingui/core';
import { Messages, translateCommon } from '@hearth/common';
import { activateLocale, commonText, onCommonTexts, recordCommonTexts, seedCommonTexts, whenCommonTexts, withCatalogs } from './catalogs';

describe("common's texts of a page taken over from the server", () => {
  it('shows the texts the page brought at once, and fetches the rest when one is needed', async () => {
    seedCommonTexts('es', { [Messages.noNews]: 'Sin noticias (de la página)' });
    const arrived = vi.fn();
    const stop = onCommonTexts(arrived);
    expect(commonText('es', Messages.noNews)).toBe('Sin noticias (de la página)');
    // Not among the page's texts: English while Spanish's table is fetched, the screens told when it has arrived.
    expect(commonText('es', Messages.loadingData)).toBe(Messages.loadingData);
    await whenCommonTexts('es');
    expect(arrived).toHaveBeenCalledTimes(1);
    expect(commonText('es', Messages.loadingData)).toBe(translateCommon('es', Messages.loadingData));
    expect(commonText('es', Messages.loadingData)).not.toBe(Messages.loadingData);
    stop();
  });

  it('a server render records the texts it showed in another language, for the page to carry', async () => {
    await whenCommonTexts('fr-CA');
    const { result, texts } = recordCommonTexts(() =>
      [commonText('fr-CA', Messages.noNews), commonText('en', Messages.loadingData), commonText('fr-CA', 'Not a text of common')].join('|'),
    );
    expect(result.split('|')[0]).toBe(translateCommon('fr-CA', Messages.noNews));
    // A text the table does not know is kept too: the page shows it as it is, with nothing to fetch.
    expect(texts).toEqual({ [Messages.noNews]: translateCommon('fr-CA', Messages.noNews), 'Not a text of common': 'Not a text of common' });
    // Outside a render nothing is recorded.
    expect(recordCommonTexts(() => null).texts).toEqual({});
  });

  it('English needs nothing fetched', async () => {
    await expect(whenCommonTexts('en')).resolves.toBeUndefined();
    expect(commonText('en', Messages.noNews)).toBe(Messages.noNews);
  });
});

describe("a feature's own catalog", () => {
  it('arrives with its screen in the active language, and comes with every language switched to later', async () => {
    const instance = setupI18n();
    await activateLocale('fr-CA', instance);
    const greeting = (text: string) => () => Promise.resolve({ messages: { 'feature.greeting': text } });
    const screen = await withCatalogs(
      { en: greeting('Hello'), 'fr-CA': greeting('Bonjour'), es: greeting('Hola') },
      Promise.resolve('the screen'),
      instance,
    );
    expect(screen).toBe('the screen');
    expect(instance._('feature.greeting')).toBe('Bonjour');
    await activateLocale('es', instance);
    expect(instance._('feature.greeting')).toBe('Hola');
  });
});
