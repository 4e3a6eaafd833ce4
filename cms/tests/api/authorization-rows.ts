/**
 * The authorization table's rows (docs/authorization.md): their shape, and the rows each module keeps
 * beside its own tests, `tests/api/<module>.authorization.ts` (its `ROWS`), which
 * authorization.test.ts adds to its own table, so a new module's calls are checked without an
 * edit of the central table.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Members, RoleName } from './support';

export type Who = 'public' | 'authenticated' | 'ownerOrAdmin' | 'superUser' | 'admin' | RoleName[];

export interface Fixtures {
  members: Members;
  newsletter: string;
  minutes: string;
  tenantProfile: unknown;
}

export interface Row {
  call: string;
  who: Who;
  note?: string;
  headers?: (f: Fixtures) => Record<string, string>;
  json?: (f: Fixtures) => unknown;
  form?: boolean;
}

const HERE = dirname(fileURLToPath(import.meta.url));

/** Every module's rows, module by module in file-name order. */
export async function moduleRows(): Promise<Row[]> {
  const files = readdirSync(HERE)
    .filter((name) => name.endsWith('.authorization.ts'))
    .sort();
  const modules = await Promise.all(files.map((name) => import(pathToFileURL(join(HERE, name)).href) as Promise<{ ROWS: Row[] }>));
  return modules.flatMap((m) => m.ROWS);
}
