/**
 * Votes and polls of the owners (docs/requirements.md §16): the request schemas and answer
 * shapes shared by the API (docs/api.md, "Votes") and the web app's vote screens.
 */
import { z } from 'zod';
import { VoteMessages as M } from './messages';
import { isSafeFileName } from './resource-schemas';
import { freeText, isSingleLine } from './validation';

export const VOTE_COUNTINGS = ['unit', 'entitlement'] as const;
export const RESULTS_SHOWN = ['atClose', 'live'] as const;
export const QUESTION_KINDS = ['yesNo', 'oneOf', 'severalOf'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The answers of a yes/no question; every question may also be abstained from. */
export const YES_NO_OPTIONS = ['yes', 'no'] as const;
export const ABSTAIN = 'abstain';

const CHOICE_LABELS: Record<string, string> = { yes: 'Yes', no: 'No', [ABSTAIN]: 'Abstain' };
/** How a choice is worded on the screens and in the printable results. */
export const choiceLabel = (choice: string) => CHOICE_LABELS[choice] ?? choice;

/** A share as a percentage with one decimal, "0%" of nothing. */
export const percent = (part: number, whole: number) => `${whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0}%`;

const time = z.iso.datetime({ offset: true, error: M.timeInvalid });
/** Titles, questions and options reach e-mails, the CSV and the PDF: one line each (docs/requirements.md §5, §16). */
const oneLine = (schema: z.ZodString) => schema.refine(isSingleLine, M.controlCharacters);
const option = oneLine(z.string().trim().min(1, M.optionsRequired).max(200, M.optionsRequired));

const questionSchema = z
  .object({
    text: oneLine(z.string({ error: M.questionText }).trim().min(1, M.questionText).max(500, M.questionText)),
    kind: z.enum(QUESTION_KINDS),
    options: z.array(option).max(50).optional(),
  })
  .refine((q) => q.kind === 'yesNo' || (q.options !== undefined && new Set(q.options).size === q.options.length && q.options.length >= 2), {
    error: M.optionsRequired,
  })
  .refine((q) => !(q.options ?? []).includes(ABSTAIN), { error: M.optionsRequired });

/** A document attached to a vote (agenda, proxy form): its title and the stored name of its PDF. */
const voteDocumentSchema = z.object(
  {
    title: oneLine(z.string({ error: M.documentsInvalid }).trim().min(1, M.documentsInvalid).max(200, M.documentsInvalid)),
    fileName: z.string({ error: M.documentsInvalid }).refine(isSafeFileName, { error: M.documentsInvalid }),
  },
  { error: M.documentsInvalid },
);
export type VoteDocument = z.infer<typeof voteDocumentSchema>;

/** POST /api/votes, and PUT /api/votes/:id before it opens (unknown fields are refused, as everywhere: docs/api.md). */
export const voteCreateSchema = z
  .strictObject({
    title: oneLine(z.string({ error: M.titleRequired }).trim().min(1, M.titleRequired).max(200, M.titleRequired)),
    description: freeText('Description', 5000).default(''),
    questions: z.array(questionSchema, { error: M.questionsRequired }).min(1, M.questionsRequired).max(30),
    opensAt: time,
    closesAt: time,
    counting: z.enum(VOTE_COUNTINGS),
    quorum: z.number({ error: M.quorumRange }).min(0, M.quorumRange).max(1, M.quorumRange),
    secret: z.boolean(),
    resultsShown: z.enum(RESULTS_SHOWN),
    resultsToResidents: z.boolean().default(false),
    changeable: z.boolean().default(false),
    // PDFs uploaded to POST /api/file/votes (docs/requirements.md §19).
    documents: z.array(voteDocumentSchema, { error: M.documentsInvalid }).max(10, M.documentsInvalid).default([]),
  })
  .refine((v) => Date.parse(v.closesAt) > Date.parse(v.opensAt), { error: M.closesBeforeOpens, path: ['closesAt'] })
  .refine((v) => !(v.secret && v.changeable), { error: M.secretUnchangeable, path: ['changeable'] })
  .refine((v) => !(v.secret && v.resultsShown === 'live'), { error: M.secretLive, path: ['resultsShown'] });
export type VoteCreate = z.infer<typeof voteCreateSchema>;

/** One answer per question, in order: an option (or several for severalOf), or 'abstain'. */
const answer = z.union([z.string().max(200), z.array(z.string().max(200)).min(1).max(50)]);

/** POST /api/votes/:id/ballots — unitId when voting as a proxy. */
export const ballotSchema = z.strictObject({
  answers: z.array(answer, { error: M.answersMismatch }).max(30),
  unitId: z.number().int().positive().optional(),
});
/** POST /api/votes/:id/paper-ballots */
export const paperBallotSchema = z.strictObject({ answers: ballotSchema.shape.answers, unitId: z.number().int().positive() });
/** POST /api/votes/:id/proxy */
export const proxySchema = z.strictObject({ proxyEmail: z.email({ error: M.proxyUnknown }).max(255) });
/** POST /api/votes/:id/close */
export const closeVoteSchema = z.strictObject({
  reason: z.string({ error: M.reasonRequired }).trim().min(1, M.reasonRequired).max(500, M.reasonRequired),
});

/** POST /api/votes/:id/receipt-check: a receipt code as the ballot's answer gave it. */
export const receiptCheckSchema = z.strictObject({
  receipt: z
    .string({ error: M.receiptInvalid })
    .trim()
    .regex(/^[0-9A-Fa-f]{4}(-?[0-9A-Fa-f]{4}){3}$/, M.receiptInvalid),
});

export type VoteStatus = 'upcoming' | 'open' | 'closed';

export interface VoteQuestion {
  text: string;
  kind: QuestionKind;
  options?: string[];
}

export interface VoteSummary {
  id: number;
  title: string;
  description: string;
  questions: VoteQuestion[];
  opensAt: string;
  closesAt: string;
  closedAt: string | null;
  closeReason: string | null;
  counting: (typeof VOTE_COUNTINGS)[number];
  quorum: number;
  secret: boolean;
  resultsShown: (typeof RESULTS_SHOWN)[number];
  resultsToResidents: boolean;
  changeable: boolean;
  documents: VoteDocument[];
  status: VoteStatus;
  /** The record date: when the units that may vote, and their entitlement, were fixed from the roster (at the opening); null before. */
  recordDate: string | null;
}

/** A unit the caller may vote for, and whether its ballot is cast. */
export interface VotingUnit {
  unitId: number;
  label: string;
  asProxy: boolean;
  cast: boolean;
  /** Someone else holds this unit's vote as proxy (its owners cannot vote). */
  proxy: string | null;
  /**
   * The unit's current choices, one list per question: only on a named vote that may be changed,
   * once cast, so "Change ballot" starts from them (never on a secret vote).
   */
  choices?: string[][];
}

export interface VoteDetail extends VoteSummary {
  units: VotingUnit[];
  participation: { units: number; weight: number; totalUnits: number; totalWeight: number };
}

export interface BallotReceipt {
  receipt: string;
  unitId: number;
}

/** A paper ballot's receipt, and how many of the unit's owners it was e-mailed to (0: hand it over on paper). */
export interface PaperBallotReceipt extends BallotReceipt {
  mailedOwners: number;
}

export interface QuestionResult {
  text: string;
  /** Per choice (the options, then 'abstain'): units and their entitlement. */
  choices: { choice: string; units: number; weight: number }[];
}

export interface VoteResults {
  voteId: number;
  /** The vote as it stands, and the association whose board signs its results (docs/requirements.md §16). */
  vote: VoteSummary;
  association: { name: string; timeZone: string };
  /** The most decimals of any roster entitlement (0 to 4): entitlements are printed with as many. */
  weightDecimals: number;
  final: boolean;
  counting: VoteSummary['counting'];
  participation: VoteDetail['participation'];
  /** How many of the units that voted did so on paper (entered by an administrator). */
  paperBallots: number;
  quorum: number;
  quorumMet: boolean;
  questions: QuestionResult[];
  /** When the results were sealed, at the close: every later read answers them unchanged. Null while the vote runs. */
  sealedAt: string | null;
}

/**
 * Whether a vote's results may be read now (docs/requirements.md §16): once it has closed; before,
 * a named vote's by directors and administrators, or by all when it shows them live; a secret
 * vote's by no one (it is counted at close).
 */
export const resultsReadable = (vote: Pick<VoteSummary, 'status' | 'secret' | 'resultsShown'>, superUser: boolean): boolean =>
  vote.status === 'closed' || (!vote.secret && (vote.resultsShown === 'live' || superUser));

/** A receipt's ballot is in the count or not; never its choices. */
export interface ReceiptCheck {
  counted: boolean;
}

/** GET /api/votes/:id/recount: the stored tallies beside a recount from the ballots (closed votes). */
export interface VoteRecount {
  voteId: number;
  ballots: number;
  participations: number;
  questions: {
    text: string;
    choices: {
      choice: string;
      stored: { units: number; weight: number };
      /** weight null: a ballot from before ballots kept their weight. */
      recounted: { units: number; weight: number | null };
    }[];
  }[];
  /** Every figure agrees, and there are as many ballots as units that voted. */
  agrees: boolean;
}

export interface ParticipationRow {
  unitId: number;
  label: string;
  voted: boolean;
  paper: boolean;
  byProxy: boolean;
  castBy: string | null;
}
