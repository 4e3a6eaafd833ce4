/**
 * Texts about the Strapi admin panel ("content editor") accounts that follow the director and
 * admin roles. docs/requirements.md has none; they show in the board screen's toasts (in the reader's
 * language, common/src/i18n/panel.<locale>.ts) and in the panel (in its interface language).
 */
import type { Locale } from './locale';

/** The admin panel's interface languages besides English (Strapi's codes; cms/src/admin/app.ts). */
export const PANEL_LANGUAGES = ['fr', 'es'] as const;

/** The portal's language for a panel interface language (Strapi's 'fr', 'es', 'en'): French is Canadian French; another one, English. */
export const panelLocale = (language: string | null | undefined): Locale => (language === 'fr' ? 'fr-CA' : language === 'es' ? 'es' : 'en');

export const PanelMessages = {
  invitationSent: (email: string) => `An invitation to the content editor was sent to ${email}`,
  accessRestored: (email: string) => `Content editor access for ${email} was restored; a notice was sent to that address.`,
  accessChanged: (email: string, role: string) => `Content editor access for ${email} now has the ${role} role.`,
  accessClosed: (email: string) => `Content editor access for ${email} was closed.`,
  closedByHand: (email: string) =>
    `The content editor account of ${email} was closed by a super administrator: it stays closed until they open it again.`,
  noEmail: (name: string) =>
    `${name} has no e-mail address on record, so no content editor account could be opened: please add an e-mail address to the account and save again.`,
  superAdminUntouched: (email: string) => `${email} is a super administrator of the content editor: that account was left unchanged.`,
  noAccount: 'This person has no content editor account: grant the director or admin role first.',
  alreadyRegistered: (email: string) =>
    `${email} has already accepted the invitation: they log in to the content editor with their own password.`,
  accountFailed: (email: string, reason: string) => `The content editor account for ${email} could not be updated: ${reason}`,
  unknownUser: 'The user was not found.',
  twoFactorFirst:
    "Board accounts must use two-factor sign-in: turn it on in the portal (Account Management > Two-Factor Sign-In), then log in here with your authenticator app's code.",
  /** The field the panel's login, registration and new-password pages get (cms/src/admin/extensions/two-factor-field.ts). */
  codeFieldLabel: 'Two-factor code (if your portal account uses two-factor sign-in)',
  /** Shown under fields in the admin panel's edit view. */
  privateFileField:
    "File name in the private document store. PDF files are uploaded through the portal's admin screens (Admin > Newsletters, Minutes, Documents), never through the Media Library, so they stay private.",
  /** The hint of the panel's editor for a list of web addresses (cms/src/admin/extensions/UrlListInput.tsx). */
  urlListHint: 'One web address per line.',
  pictureField:
    "File name of a picture in the public uploads folder. Upload pictures through the portal's admin screens (gif, jpg or png, checked by content).",
} as const;
