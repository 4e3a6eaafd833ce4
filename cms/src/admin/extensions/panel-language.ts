/**
 * Hearth's own words in the panel's interface language: the one the administrator picked in the
 * panel's profile (or on its login page), which Strapi writes on the page's `lang`. Words Strapi
 * shows itself come from `config.translations` (app.ts); these are the ones our extensions write.
 */
import { panelLocale, translateCommon } from '@hearth/common';

/** A text of common's (PanelMessages), written in English, in the panel's current language. */
export const panelText = (english: string): string => translateCommon(panelLocale(document.documentElement.lang), english);
