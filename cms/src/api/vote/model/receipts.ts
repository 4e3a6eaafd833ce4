/**
 * Receipts and the sealed contents of a secret ballot (docs/requirements.md, "A secret ballot is
 * never linkable"). Nothing stored opens a ballot without the portal's key, which lives outside the
 * database (platform/sealed.ts):
 *  - a receipt is stored as a keyed tag of its code, never the code or a plain hash of it: a code
 *    found in a mailbox finds nothing by SQL alone;
 *  - while a secret vote runs its ballots' choices are sealed, with the tag the receipt will bear
 *    after the close; at the close they are opened once, shuffled and written anew (ballots.ts), so
 *    the replaced rows (PostgreSQL's dead versions, SQLite's log) share no value with the new ones.
 */
import crypto from 'node:crypto';
import { keyedTag, seal, unseal } from '../../../platform/sealed';

/** The tag a receipt bears while its secret vote runs, and the one it bears once counted (and a named vote's at once). */
const RUNNING = 'hearth-receipt-running';
const FINAL = 'hearth-receipt-final';
const CONTENTS = 'hearth-ballot-contents';

/** A receipt code: 16 random hex digits in groups of four. */
export const newReceipt = () =>
  crypto
    .randomBytes(8)
    .toString('hex')
    .toUpperCase()
    .replace(/(.{4})(?!$)/g, '$1-');

/** The code's plain digest: what the portal stored before receipts were keyed, and what every tag is made from. */
const digestOf = (receipt: string) => crypto.createHash('sha256').update(receipt.replace(/-/g, '').toUpperCase()).digest('hex');

/** The receipt's tag while its secret vote runs. */
export const runningTag = (receipt: string) => keyedTag(RUNNING, digestOf(receipt));
/** The receipt's tag once counted (a named vote's from the start). */
export const finalTag = (receipt: string) => keyedTag(FINAL, digestOf(receipt));
/** A ballot stored before receipts were keyed: its plain digest, keyed in place (vote.ts's start). */
export const finalTagOfDigest = (digest: string) => keyedTag(FINAL, digest);
/** A plain digest (64 hex digits) from before receipts were keyed; a tag is base64url, 43 characters. */
export const isPlainDigest = (stored: string) => /^[0-9a-f]{64}$/.test(stored);

/** Both tags a receipt may bear: a check finds it whether or not the count has happened meanwhile. */
export const tagsOf = (receipt: string) => [runningTag(receipt), finalTag(receipt)];

interface SealedContents {
  answers: string[][];
  /** The receipt's tag after the close. */
  tag: string;
}

/** A secret ballot's choices while its vote runs: sealed with the tag its receipt will bear once counted. */
export const sealContents = (contents: SealedContents) => seal(CONTENTS, JSON.stringify(contents));

/** A stored ballot's choices: opened when sealed; a named vote's (and a counted secret vote's) are plain. */
export function contentsOf(stored: string): { answers: string[][]; tag: string | null } {
  if (stored.startsWith('[')) return { answers: JSON.parse(stored) as string[][], tag: null };
  const { answers, tag } = JSON.parse(unseal(CONTENTS, stored)) as SealedContents;
  return { answers, tag };
}
