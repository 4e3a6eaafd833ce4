// @ts-check
// npm run test:faults — fault injection against the built portal, 127.0.0.1 only, bounded loops.
// The harness (reporter, runner, portals, tmpfs, load, PostgreSQL cluster) and the shape of a
// scenario: scripts/faults/harness.mjs. One file per kind of fault; they run in this order (the
// SQLite ones share one portal). To add one: a file exporting `scenarios`, listed here.
// `npm run test:faults -- rolling-restart npm-start` runs only the files named.
import { runScenarios } from './faults/harness.mjs';
import { scenarios as backup } from './faults/backup.mjs';
import { scenarios as kill } from './faults/kill.mjs';
import { scenarios as npmStart } from './faults/npm-start.mjs';
import { scenarios as postgres } from './faults/postgres.mjs';
import { scenarios as rollingRestart } from './faults/rolling-restart.mjs';
import { scenarios as storage } from './faults/storage.mjs';

const files = { kill, storage, backup, postgres, 'rolling-restart': rollingRestart, 'npm-start': npmStart };
const only = process.argv.slice(2);
const unknown = only.filter((name) => !(name in files));
if (unknown.length) throw new Error(`No fault file ${unknown.join(', ')}: one of ${Object.keys(files).join(', ')}`);
await runScenarios(Object.entries(files).flatMap(([name, scenarios]) => (only.length && !only.includes(name) ? [] : scenarios)));
