/**
 * A second portal process on the first one's database, with its secrets: what `strapi start` does, on the
 * compiled code of this test run (testkit/start-portal.cjs). Runs `use` once it answers, then stops it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, stopProcess, waitUntilUp } from '../../../testkit/processes.mjs';

export async function withSecondPortal(first: { dataDir: string }, env: Record<string, string>, use: () => Promise<void>): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-second-'));
  fs.copyFileSync(path.join(first.dataDir, 'secrets.json'), path.join(dataDir, 'secrets.json'));
  const port = await freePort();
  const logFile = path.join(dataDir, 'portal.log');
  const out = fs.openSync(logFile, 'a');
  const second = spawn(process.execPath, [path.resolve(__dirname, '../../../testkit/start-portal.cjs')], {
    cwd: path.resolve(__dirname, '../..'),
    env: {
      ...process.env,
      PORTAL_DIST_DIR: process.env.HEARTH_TEST_DIST,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/_health`, second, logFile, 170_000);
    await use();
  } finally {
    await stopProcess(second);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
