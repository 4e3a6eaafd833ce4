/**
 * Field labels in plain words and help shown under fields in the admin panel's edit view (content-manager configuration),
 * so a director in the panel knows that document files are private and are uploaded through
 * the portal's admin screens, not the Media Library (which is public).
 */
import type { Core } from '@strapi/strapi';
import { PanelMessages } from '@hearth/common';
import { UID } from '../../platform/content-registry';

interface FieldHelp {
  description: string;
  /** false: shown read-only in the panel (the portal's upload screens set it). */
  editable?: boolean;
}

const FIELD_HELP: Record<string, Record<string, FieldHelp>> = {
  [UID.document]: {
    documentName: { description: PanelMessages.privateFileField, editable: false },
    documentFolder: {
      description: 'Private store folder of the file (community, newsletters or minutes), set by the portal.',
      editable: false,
    },
  },
  [UID.newsItem]: {
    thumbnail: { description: PanelMessages.pictureField },
  },
  [UID.propertyManager]: {
    logo: { description: PanelMessages.pictureField },
  },
};

/** Archived rows are hidden from residents (the archive rule: an archived item leaves the residents' lists); the date says since when. */
const ARCHIVED_ON = 'Archived on (hidden from residents)';

/** Plain-word labels for the panel's edit and list views (Strapi shows the raw field name otherwise). */
const FIELD_LABELS: Record<string, Record<string, string>> = {
  [UID.newsItem]: {
    title: 'Title',
    body: 'Text',
    publishDate: 'Publish date',
    itemDate: 'Date of the event',
    active: 'Shown on the News page',
    thumbnail: 'Picture (web address)',
    imageLinks: 'More pictures (web addresses)',
    archivedAt: ARCHIVED_ON,
  },
  [UID.boardDirector]: {
    firstName: 'First name',
    lastName: 'Last name',
    unitNumber: 'Unit number',
    phone: 'Phone',
    email: 'E-mail',
    position: 'Position',
    active: 'Current director',
    roles: 'Board roles',
    profile: 'Portal account',
    archivedAt: ARCHIVED_ON,
  },
  [UID.boardRole]: { role: 'Role', sortOrder: 'Order in lists' },
  [UID.document]: {
    title: 'Title',
    docType: 'Kind of document',
    documentDate: 'Document date',
    documentName: 'Stored file',
    documentFolder: 'Private folder',
    archivedAt: ARCHIVED_ON,
  },
  [UID.amenity]: {
    name: 'Name',
    description: 'Description',
    photo: 'Photo (stored file, uploaded on the portal: Admin, Amenities)',
    capacity: 'Capacity (people)',
    openingHours: 'Opening hours per weekday, e.g. {"monday": {"open": "08:00", "close": "23:00"}}',
    slotMinutes: 'Slot length (minutes, a multiple of 15)',
    minMinutes: 'Shortest booking (minutes)',
    maxMinutes: 'Longest booking (minutes)',
    minNoticeHours: 'Booked at least (hours ahead)',
    maxNoticeDays: 'Booked at most (days ahead)',
    quotaCount: 'Bookings per unit (empty: no limit)',
    quotaPeriod: 'per',
    bufferMinutes: 'Free time after each booking (minutes, a multiple of 15)',
    blackouts: 'Blackout dates, e.g. [{"from": "2027-12-24", "to": "2027-12-26", "reason": "Holidays"}]',
    needsApproval: 'Bookings wait for a director’s approval',
    terms: 'Terms residents accept when booking',
    cancelCutoffHours: 'Cancellable until (hours before the start)',
    bookedBy: 'Who may book',
    archivedAt: ARCHIVED_ON,
  },
  [UID.faq]: { question: 'Question', answer: 'Answer', details: 'Details', archivedAt: ARCHIVED_ON },
  [UID.propertyManager]: {
    name: 'Company name',
    phone: 'Phone',
    afterHoursPhone: 'After-hours phone',
    fax: 'Fax',
    email: 'E-mail',
    websiteUrl: 'Website',
    logo: 'Logo (web address)',
    active: 'Current manager',
    archivedAt: ARCHIVED_ON,
  },
  [UID.profile]: {
    userName: 'User name',
    firstName: 'First name',
    lastName: 'Last name',
    unitNumber: 'Unit number',
    streetName: 'Street',
    email: 'E-mail',
    userType: 'Resident type',
    registrationDate: 'Registered on',
    authenticated: 'Verified by the association (type, unit and street)',
    userId: 'Sign-in account number',
    verificationWithdrawnAt: 'Verification withdrawn by a profile change on',
    removedAt: 'Account removed on',
  },
  [UID.siteSetting]: {
    siteName: 'Association name',
    adminName: 'Website administrator',
    adminEmail: 'Administrator e-mail',
    adminPhone: 'Administrator phone',
    cityWebsiteUrl: 'City website address',
    cityWebsiteName: 'City website name',
    copyrightStartYear: 'Copyright since (year)',
    twoFactorForBoard: 'Two-factor sign-in required for directors and administrators',
    timeZone: 'Time zone of bookings (e.g. America/Toronto)',
    staffBookingMaxDays: 'Longest block or booking by staff (days)',
    payOnlineUrl: 'Pay online: the association\u2019s payment site (https://), linked from My Account; empty for none',
    defaultLanguage: 'Language of e-mails to people who chose none (en, fr-CA or es)',
  },
  [UID.loginRecord]: { profileId: 'Profile number', loginDateTime: 'Signed in at' },
  [UID.pageLog]: { loginId: 'Sign-in number', profileId: 'Profile number', pageName: 'Page', visitedAt: 'Visited at' },
};

/** Labels this file once gave and replaced since: stored configurations still holding them get the new one. */
const FORMER_LABELS: Record<string, Record<string, string[]>> = {
  // The flag is the association's verification of an owner, not of the e-mail address (README, "Verifying owners").
  [UID.profile]: { authenticated: ['E-mail verified', 'Owner verified by the association'] },
};

export async function describePanelFields(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const uid of new Set([...Object.keys(FIELD_HELP), ...Object.keys(FIELD_LABELS)])) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const configuration = await contentTypes.findConfiguration(contentType);
    let changed = false;
    // A label still equal to the field's name is Strapi's default, and a former label is ours: the
    // current one replaces them; an editor's own stays.
    for (const [field, label] of Object.entries(FIELD_LABELS[uid] ?? {})) {
      const replaceable = [field, ...(FORMER_LABELS[uid]?.[field] ?? [])];
      for (const view of ['edit', 'list'] as const) {
        const metadata = configuration.metadatas?.[field]?.[view];
        if (metadata && metadata.label !== label && replaceable.includes(metadata.label)) {
          metadata.label = label;
          changed = true;
        }
      }
    }
    for (const [field, help] of Object.entries(FIELD_HELP[uid] ?? {})) {
      const edit = configuration.metadatas?.[field]?.edit;
      if (!edit) continue;
      const editable = help.editable ?? edit.editable;
      if (edit.description !== help.description || edit.editable !== editable) {
        Object.assign(edit, { description: help.description, editable });
        changed = true;
      }
    }
    if (changed) {
      const { uid: _uid, ...stored } = configuration;
      await contentTypes.updateConfiguration(contentType, stored);
    }
  }
}
