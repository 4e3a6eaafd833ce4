/**
 * The records' sources (docs/architecture.md "Layers"): official records that a module above records
 * keeps frozen in its own tables (an issued estoppel certificate, the ledger's). Records imports none
 * of those modules: it names here exactly what it asks of them, and each registers its source at start
 * (registerRecordSource, the front door; cms/src/app/bootstrap.ts). Who reads a frozen record is
 * records' rule, not the source's: the board every one, a unit's verified owners their unit's.
 *
 * A kind has one source: a kind or a category registered twice, or a source registered once the
 * portal has started, throws, so the portal does not start rather than list a record twice or from
 * a second, silent source.
 */
import type { FrozenRecordKind } from '@hearth/common';

/** A frozen record as its source lists it. */
export interface FrozenRecord {
  /** Its id within its kind. */
  id: number;
  title: string;
  unit: { id: number; number: string; street: string };
  /** The day it was made (the association's day), its document date. */
  documentDate: string;
  /** When it was made (ISO instant): its posting time, which never changes. */
  postedAt: string;
  /** The SHA-256 (hex) of its frozen text, stored when it was made. */
  sha256: string;
}

export interface FrozenRecordSource {
  readonly kind: FrozenRecordKind;
  /** The category its records are listed under: its key is taken (no association category may have it). */
  readonly category: { key: string; label: string };
  /** The category's citation under the association's rule pack now. */
  citation(): Promise<string>;
  /** Its records of every unit (`all`) or of these units, the newest first. */
  list(units: 'all' | readonly number[]): Promise<FrozenRecord[]>;
  /** One record and its frozen text, exactly as stored (its SHA-256 is the record's); null when there is none. */
  read(id: number): Promise<{ record: FrozenRecord; text: string } | null>;
  /** Its printed copy, made from that frozen text. */
  print(record: FrozenRecord, text: string): Promise<Uint8Array>;
}

export function createRecordSources() {
  const sources = new Map<FrozenRecordKind, { module: string; source: FrozenRecordSource }>();
  let started = false;

  return {
    /** At start: a module's source of frozen records. */
    register(module: string, source: FrozenRecordSource): void {
      if (started)
        throw new Error(`[records] ${module} registered the source of ${source.kind} after the start: register at start, before it`);
      const known = sources.get(source.kind) ?? [...sources.values()].find((s) => s.source.category.key === source.category.key);
      if (known)
        throw new Error(
          `[records] the source of ${source.kind} (category ${source.category.key}) registered twice (by ${known.module} and by ${module}): a kind has one source`,
        );
      sources.set(source.kind, { module, source });
    },

    /** The portal starts (and the first read): no registration after this. */
    close(): void {
      started = true;
    },

    /** Every source, in the order registered. */
    all(): FrozenRecordSource[] {
      started = true;
      return [...sources.values()].map((s) => s.source);
    },

    /** The source of a kind, or undefined. */
    of(kind: string): FrozenRecordSource | undefined {
      started = true;
      return sources.get(kind as FrozenRecordKind)?.source;
    },
  };
}
