/**
 * How owners want statutory notices: the ways (e-mail, website, paper mail), what became of each
 * owner's notice, and the exact consent wording by version. Re-exported by meetings.ts.
 */
/** How an owner wants statutory notices: e-mail, posted on the website, or paper mail. */
export const DELIVERY_CHOICES = ['email', 'website', 'paper'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];
export const DELIVERY_CHOICE_LABELS: Record<DeliveryChoice, string> = {
  email: 'By e-mail',
  website: 'Posted on the website (Notices page)',
  paper: 'By paper mail to my unit',
};

/** The same ways, as the deliveries' table and the certificate of notice name them to directors. */
export const DELIVERY_CHANNEL_LABELS: Record<DeliveryChoice, string> = {
  email: 'E-mail',
  website: 'Website',
  paper: 'Paper mail',
};

/**
 * What became of one owner's notice: pending | sending | sent | failed | cancelled (e-mail, from the outbox);
 * posted (website); toMail (paper); addressMissing (paper, the roster lacks the city or postal code).
 */
export type DeliveryResult = 'pending' | 'sending' | 'sent' | 'failed' | 'cancelled' | 'posted' | 'toMail' | 'addressMissing';
export const DELIVERY_RESULT_LABELS: Record<DeliveryResult, string> = {
  pending: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Withdrawn',
  posted: 'Posted',
  toMail: 'To mail',
  addressMissing: 'Address incomplete',
};

/**
 * The exact wording an owner agrees to, by version and by the way chosen. A version is never changed once used: a
 * new wording is a new version, and the owner's agreement keeps the one they saw ("Meetings and notices"). 2026-1 said "in the way I
 * chose above instead of by paper mail" whatever the choice, paper mail too; 2026-2 says what each choice means.
 */
const WORDING_2026_1 =
  'I agree that the association may give me notice of owner and board meetings, and the other notices the law allows, in the way I chose above instead of by paper mail. I may withdraw this agreement at any time on this page; notices sent after I withdraw come by paper mail.';
const ELECTRONIC_2026_2 = (how: string) =>
  `I agree that the association may give me notice of owner and board meetings, and the other notices the law allows, ${how} instead of by paper mail. I may withdraw this agreement at any time; notices sent after I withdraw come by paper mail.`;
export const CONSENT_WORDINGS: Readonly<Record<string, Readonly<Record<DeliveryChoice, string>>>> = {
  '2026-1': { email: WORDING_2026_1, website: WORDING_2026_1, paper: WORDING_2026_1 },
  '2026-2': {
    email: ELECTRONIC_2026_2('by e-mail to the address of my account'),
    website: ELECTRONIC_2026_2('by posting them on the portal’s Notices page'),
    paper:
      'I want the association’s notices of owner and board meetings, and the other notices the law allows, by paper mail to my unit’s mailing address. I may choose e-mail or the website instead at any time.',
  },
};
export const CURRENT_CONSENT_VERSION = '2026-2';

/** What the button that records each choice says: an agreement to electronic notice, or paper mail kept. */
export const DELIVERY_CHOICE_ACTIONS: Record<DeliveryChoice, string> = {
  email: 'I agree to notices by e-mail',
  website: 'I agree to notices on the website',
  paper: 'Keep notices by paper mail',
};

/** The kinds of statutory notice sent through the notice outbox (besides the preference-based kinds of "E-mail notices"). */
export const STATUTORY_NOTICE_KINDS = ['meetings', 'deliveryChoice'] as const;
export type StatutoryNoticeKind = (typeof STATUTORY_NOTICE_KINDS)[number];
