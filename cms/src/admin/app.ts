/**
 * The Strapi admin panel in the association's look: its mark, the portal's colours and plain
 * words for directors instead of Strapi's own greetings. The association's name itself lives in
 * the site settings (the panel is built once, so its texts say "the association").
 */
import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import logo from './extensions/logo.svg';
import { hideSettingsFromContentEditors } from './extensions/editor-menu';
import { addTwoFactorField } from './extensions/two-factor-field';
import { hideMarketingOptIn } from './extensions/no-marketing-opt-in';
import { closeReleaseBanner } from './extensions/release-banner';

/** The portal's primary colour (web/src/shared/ui/tokens.css) in the panel's scale. */
const primary = {
  primary100: '#fbf1ea',
  primary200: '#f0d5c3',
  primary500: '#a8531f',
  primary600: '#8a3b12',
  primary700: '#6f2f0e',
  buttonPrimary500: '#a8531f',
  buttonPrimary600: '#8a3b12',
};

export default {
  config: {
    locales: [],
    tutorials: false,
    notifications: { releases: false },
    auth: { logo },
    menu: { logo },
    head: { favicon: logo },
    theme: { light: { colors: primary }, dark: { colors: { ...primary, primary600: '#c2662f', buttonPrimary600: '#a8531f' } } },
    translations: {
      en: {
        'Auth.form.welcome.title': 'Association admin panel',
        'Auth.form.welcome.subtitle': 'Log in with your admin panel e-mail address and password',
        'app.components.LeftMenu.navbrand.title': 'Condominium Association',
        'app.components.LeftMenu.navbrand.workplace': 'Admin panel',
        'HomePage.header.subtitle': "The association's content: news, board, documents, FAQs, managers and settings",
        'Settings.permissions.users.listview.header.subtitle': 'Everyone who can open this admin panel',
        'notification.version.update.message': 'A new version of the panel software is available: tell the website administrator.',
      },
    },
  },
  register(app: StrapiApp) {
    app.customFields.register({
      name: 'url-list',
      type: 'json',
      intlLabel: { id: 'hearth.url-list.label', defaultMessage: 'Web addresses' },
      intlDescription: { id: 'hearth.url-list.description', defaultMessage: 'A list of web addresses, one per line' },
      // The content manager passes the field's name, label, hint and state at render time.
      components: { Input: async () => (await import('./extensions/UrlListInput')) as unknown as { default: ComponentType } },
    });
  },
  bootstrap() {
    closeReleaseBanner();
    hideSettingsFromContentEditors();
    addTwoFactorField();
    hideMarketingOptIn();
  },
};
