/**
 * Frozen records: official records another module keeps in its own tables, frozen when they are made
 * (their text never changes, its SHA-256 stored with it), and the records module lists and serves under
 * its read rule (docs/api.md, "Official records"; the port: docs/architecture.md, "Layers"). Each
 * holds one unit's figures: the board reads every one, a unit's verified owners their unit's.
 */

/** The kinds of frozen record, each listed by the one module that registers its source. */
export const FROZEN_RECORD_KINDS = ['estoppel-certificate'] as const;
export type FrozenRecordKind = (typeof FROZEN_RECORD_KINDS)[number];

/** What a frozen record adds to an official record as listed (absent on a document or a recording). */
export interface FrozenRecordFields {
  /** The unit whose figures it holds, as it was when the record was made. */
  unit?: { id: number; number: string; street: string };
  /** The SHA-256 (hex) of its frozen text, stored when it was made: GET …/frozen/:kind/:id answers that text. */
  sha256?: string;
}

/** A frozen record's printed copy; without `/pdf`, its frozen text (whose SHA-256 is the listed one). */
export const frozenRecordPdfLink = (kind: FrozenRecordKind, id: number) => `/api/records/frozen/${kind}/${id}/pdf`;

export const FrozenRecordMessages = {
  notFound: 'This record does not exist.',
  idInvalid: 'The record id must be a number.',
} as const;
