// @ts-check
// npm run test:faults — fault injection against the built portal, 127.0.0.1 only, bounded loops.
// The harness (reporter, runner, portals, tmpfs, load, PostgreSQL cluster) and the shape of a
// scenario: scripts/faults/harness.mjs. One file per kind of fault; they run in this order (the
// SQLite ones share one portal). To add one: a file exporting `scenarios`, listed here.
import { runScenarios } from './faults/harness.mjs';
import { scenarios as backup } from './faults/backup.mjs';
import { scenarios as kill } from './faults/kill.mjs';
import { scenarios as postgres } from './faults/postgres.mjs';
import { scenarios as rollingRestart } from './faults/rolling-restart.mjs';
import { scenarios as storage } from './faults/storage.mjs';

await runScenarios([...kill, ...storage, ...backup, ...postgres, ...rollingRestart]);
