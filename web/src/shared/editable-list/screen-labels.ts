/**
 * The admin screens' titles and add buttons, as common's registry names them (English): the source text of the
 * signed-in screens' catalog here, translated when shown. A label missing here shows as the registry has it.
 */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'Admin:  Board Directors': msg`Admin:  Board Directors`,
  'Admin: Management': msg`Admin: Management`,
  'Admin: Newsletters': msg`Admin: Newsletters`,
  'Admin: Minutes': msg`Admin: Minutes`,
  'Admin: Documents': msg`Admin: Documents`,
  'Admin: News': msg`Admin: News`,
  'Admin: FAQs': msg`Admin: FAQs`,
  'Admin: Users': msg`Admin: Users`,
  'Admin: Units': msg`Admin: Units`,
  'Admin: Activity': msg`Admin: Activity`,
  'Admin: Votes': msg`Admin: Votes`,
  'Admin: Meetings': msg`Admin: Meetings`,
  'Admin: Official Records': msg`Admin: Official Records`,
  'Admin: Owner Accounts': msg`Admin: Owner Accounts`,
  'Admin: Service Requests': msg`Admin: Service Requests`,
  'Admin: Amenities': msg`Admin: Amenities`,
  'Add Board Directors': msg`Add Board Directors`,
  'Add Property Manager': msg`Add Property Manager`,
  'Add Newsletter': msg`Add Newsletter`,
  'Add Meeting Minutes': msg`Add Meeting Minutes`,
  'Add Community Document': msg`Add Community Document`,
  'Add News Item': msg`Add News Item`,
  'Add New FAQ': msg`Add New FAQ`,
  'Add Unit': msg`Add Unit`,
  'Add Vote': msg`Add Vote`,
  'Schedule a Meeting': msg`Schedule a Meeting`,
  'Add Amenity': msg`Add Amenity`,
};

/** An admin screen's title or add label in the language of `i18n`; any other text as it is. */
export const screenLabel = (i18n: I18n, label: string): string => (LABELS[label] ? i18n._(LABELS[label]) : label);
