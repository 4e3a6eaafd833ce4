/**
 * Configuration errors stop `npm start` with one clear line, before anything is built or
 * started: spawns the real start script with bad settings and reads what it prints.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/test-support.mjs';

const ROOT = path.resolve(__dirname, '..', '..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-config-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  const clean = { ...process.env };
  for (const key of ['DATABASE_CLIENT', 'DATABASE_URL', 'TEST_DATABASE_URL', 'PORT', 'PUBLIC_URL', 'DATA_DIR']) delete clean[key];
  const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...clean, DATA_DIR: path.join(scratch, 'data'), PORT: '1', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const lines = result.stderr.split('\n').filter((line) => line.trim());
  return { status: result.status, lines, stdout: result.stdout };
}

describe('npm start with a configuration error', () => {
  it('an unreachable PostgreSQL database', async () => {
    const port = await freePort(); // nothing listens there
    const { status, lines, stdout } = start({
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: `postgres://hearth:secret@127.0.0.1:${port}/hearth`,
    });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^✖ Cannot reach the PostgreSQL database \(.*\): check DATABASE_URL/);
    expect(stdout.trim()).toBe('');
  });

  it('a DATABASE_URL that is not a postgres:// URL', () => {
    const { status, lines } = start({ DATABASE_CLIENT: 'postgres', DATABASE_URL: 'mysql://root@localhost/hearth' });
    expect(status).toBe(1);
    expect(lines).toEqual(['✖ DATABASE_URL is not a valid postgres:// URL: fix it or unset it.']);
  });

  it('a data folder that cannot be written', () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const { status, lines } = start({ DATA_DIR: path.join(file, 'data') });
    expect(status).toBe(1);
    expect(lines).toEqual([`✖ DATA_DIR ${path.join(file, 'data')} is not writable: set DATA_DIR to a folder this user can write.`]);
  });

  it('a port that is not a number, and a PUBLIC_URL that is not a URL', () => {
    expect(start({ PORT: 'http' }).lines).toEqual(['✖ PORT "http" is not a port number (1-65535).']);
    const { status, lines } = start({ PORT: '8080', PUBLIC_URL: 'portal.example.org' });
    expect(status).toBe(1);
    expect(lines).toEqual(['✖ PUBLIC_URL "portal.example.org" is not a URL: use e.g. https://portal.example.org']);
  });

  it('a CITY_WEBSITE_URL that is not an http(s) address', () => {
    const { status, lines } = start({ CITY_WEBSITE_URL: 'javascript:alert(1)' });
    expect(status).toBe(1);
    expect(lines).toEqual([
      '✖ CITY_WEBSITE_URL "javascript:alert(1)" is not a web address: it must start with http:// or https://, e.g. https://www.toronto.ca/',
    ]);
  });

  it('an unknown database client', () => {
    expect(start({ DATABASE_CLIENT: 'mysql' }).lines).toEqual(['✖ DATABASE_CLIENT must be "sqlite" or "postgres", not "mysql".']);
  });
});
