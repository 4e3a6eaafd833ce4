/**
 * The Strapi admin panel in the association's look: its mark, the portal's colours and plain
 * words for directors instead of Strapi's own greetings. The association's name itself lives in
 * the site settings (the panel is built once, so its texts say "the association").
 * The panel speaks the portal's languages: English, and French and Spanish (Strapi's own `fr` and
 * `es` translations ship with @strapi/admin), which an administrator picks in the panel's profile
 * (Strapi keeps it on the panel account and in the browser); our words are given in each below.
 */
import type { ComponentType } from 'react';
import type { StrapiApp } from '@strapi/strapi/admin';
import logo from './extensions/logo.svg';
import { hideSettingsFromContentEditors } from './extensions/editor-menu';
import { addTwoFactorField } from './extensions/two-factor-field';
import { hideMarketingOptIn } from './extensions/no-marketing-opt-in';
import { closeReleaseBanner } from './extensions/release-banner';
import { PANEL_LANGUAGES } from '@hearth/common';

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
    locales: [...PANEL_LANGUAGES],
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
        'hearth.url-list.label': 'Web addresses',
        'hearth.url-list.description': 'A list of web addresses, one per line',
      },
      fr: {
        'Auth.form.welcome.title': "Panneau d'administration du syndicat",
        'Auth.form.welcome.subtitle':
          "Connectez-vous avec l'adresse courriel et le mot de passe de votre compte du panneau d'administration",
        'app.components.LeftMenu.navbrand.title': 'Syndicat de copropriété',
        'app.components.LeftMenu.navbrand.workplace': "Panneau d'administration",
        'HomePage.header.subtitle': 'Le contenu du syndicat : nouvelles, conseil, documents, FAQ, gestionnaires et paramètres',
        'Settings.permissions.users.listview.header.subtitle': "Toutes les personnes qui peuvent ouvrir ce panneau d'administration",
        'notification.version.update.message':
          "Une nouvelle version du logiciel du panneau est offerte : avisez l'administrateur du site Web.",
        'hearth.url-list.label': 'Adresses Web',
        'hearth.url-list.description': 'Une liste d’adresses Web, une par ligne',
      },
      es: {
        'Auth.form.welcome.title': 'Panel de administración de la asociación',
        'Auth.form.welcome.subtitle': 'Inicie sesión con el correo electrónico y la contraseña de su cuenta del panel de administración',
        'app.components.LeftMenu.navbrand.title': 'Asociación de condominio',
        'app.components.LeftMenu.navbrand.workplace': 'Panel de administración',
        'HomePage.header.subtitle':
          'El contenido de la asociación: noticias, junta directiva, documentos, preguntas frecuentes, administradores y configuración',
        'Settings.permissions.users.listview.header.subtitle': 'Todas las personas que pueden abrir este panel de administración',
        'notification.version.update.message': 'Hay una nueva versión del software del panel: avise al administrador del sitio web.',
        'hearth.url-list.label': 'Direcciones web',
        'hearth.url-list.description': 'Una lista de direcciones web, una por línea',
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
