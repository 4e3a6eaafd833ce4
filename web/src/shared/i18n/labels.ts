/**
 * The labels common's registries give the web app (page menus and titles, admin screens): English there,
 * the source text of this catalog here, translated when shown. A label missing here shows in English.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Home: msg`Home`,
  News: msg`News`,
  FAQs: msg`FAQs`,
  Contacts: msg`Contacts`,
  Records: msg`Records`,
  'Resources & Links': msg`Resources & Links`,
  Votes: msg`Votes`,
  Bookings: msg`Bookings`,
  'Service Requests': msg`Service Requests`,
  'Board Directors': msg`Board Directors`,
  'Property Managers': msg`Property Managers`,
  Newsletters: msg`Newsletters`,
  'Meeting Minutes': msg`Meeting Minutes`,
  'Community Documents': msg`Community Documents`,
  Users: msg`Users`,
  Units: msg`Units`,
  Activity: msg`Activity`,
  Meetings: msg`Meetings`,
  'Official Records': msg`Official Records`,
  Amenities: msg`Amenities`,
  'Owner Accounts': msg`Owner Accounts`,
  'My Account': msg`My Account`,
  'Meeting notices': msg`Meeting notices`,
  'Amenity bookings': msg`Amenity bookings`,
  Register: msg`Register`,
  Login: msg`Login`,
  'Account Management': msg`Account Management`,
  'Reset Password': msg`Reset Password`,
  'Send Verification Email': msg`Send Verification Email`,
  Unauthorized: msg`Unauthorized`,
  Unsubscribe: msg`Unsubscribe`,
};

/** Whether a registry label has its translation here (labels.test.ts: every registry label does). */
export const hasLabel = (label: string) => label in LABELS;

/** A registry label in the language of `i18n`. */
export const registryLabel = (i18n: I18n, label: string): string => (LABELS[label] ? i18n._(LABELS[label]) : label);
