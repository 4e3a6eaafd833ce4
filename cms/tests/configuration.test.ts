/**
 * Configuration (docs/requirements.md §11): errors stop `npm start` with one clear line, before
 * anything is built or started (spawns the real start script with bad settings and reads what it
 * prints); the server stops on them too; the typed settings; README's table names every variable.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readEnvironment, SETTING_NAMES, type SettingName } from '@hearth/common';
import { freePort } from '../../testkit/processes.mjs';
import { settingsOf } from '../src/platform/settings';
import pluginsConfig from '../config/plugins';
import { smtpOptions } from '../src/api/notice/outbox/transport';
import { startPortal } from './support/portal';

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

describe('npm start checks every setting', () => {
  it('a number that is not one, a flag that is not one', () => {
    expect(start({ NOTICE_BATCH_SIZE: 'twenty' }).lines).toEqual([
      '✖ NOTICE_BATCH_SIZE "twenty" is not a whole number above 0: set e.g. NOTICE_BATCH_SIZE=20, or unset it for the default.',
    ]);
    const { status, lines } = start({ SMTP_SECURE: 'yes' });
    expect(status).toBe(1);
    expect(lines).toEqual(['✖ SMTP_SECURE must be "true" or "false", not "yes".']);
  });
});

describe("Strapi's shared secrets (docs/requirements.md §11)", () => {
  const SECRETS = {
    APP_KEYS: 'test-key-1,test-key-2',
    API_TOKEN_SALT: 'test-salt-1',
    ADMIN_JWT_SECRET: 'test-secret-1',
    TRANSFER_TOKEN_SALT: 'test-salt-2',
    JWT_SECRET: 'test-secret-2',
    ENCRYPTION_KEY: 'test-secret-3',
  };

  it('npm start refuses some but not all of them, in one line naming the missing ones', () => {
    const { status, lines, stdout } = start({ ...SECRETS, JWT_SECRET: '', ENCRYPTION_KEY: '' });
    expect(status).toBe(1);
    expect(lines).toEqual([
      '✖ JWT_SECRET, ENCRYPTION_KEY are not set while other shared secrets are: set all of APP_KEYS, API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT, JWT_SECRET, ENCRYPTION_KEY (the same in every portal), or none to have them generated into DATA_DIR/secrets.json.',
    ]);
    expect(stdout.trim()).toBe('');
  });

  it('all of them set: the portal runs on them and writes no secrets.json; none set: it generates one', async () => {
    const given = await startPortal(SECRETS);
    try {
      expect(fs.existsSync(path.join(given.dataDir, 'secrets.json'))).toBe(false);
      expect((await given.request('GET', '/_ready')).status).toBe(200);
    } finally {
      await given.stop();
      for (const name of Object.keys(SECRETS)) delete process.env[name];
    }
    const generated = await startPortal();
    try {
      const file = JSON.parse(fs.readFileSync(path.join(generated.dataDir, 'secrets.json'), 'utf8'));
      expect(Object.keys(file).sort()).toEqual([
        'adminJwtSecret',
        'apiTokenSalt',
        'appKeys',
        'encryptionKey',
        'jwtSecret',
        'transferTokenSalt',
      ]);
    } finally {
      await generated.stop();
    }
  });
});

describe('the server started without the scripts', () => {
  it('stops on a wrong setting with its one line, before it opens the database', async () => {
    try {
      // Strapi prefixes the config file it was loading ("Could not load js config file ...: ").
      await expect(startPortal({ DATABASE_CONNECTION_TIMEOUT: 'soon' })).rejects.toThrow(
        /: DATABASE_CONNECTION_TIMEOUT "soon" is not a whole number above 0: set e\.g\. DATABASE_CONNECTION_TIMEOUT=60000, or unset it for the default\.$/,
      );
    } finally {
      delete process.env.DATABASE_CONNECTION_TIMEOUT;
    }
  });
});

describe('the typed settings', () => {
  it('defaults that depend on the machine: the public address, the data and web folders', () => {
    const settings = settingsOf({ PORT: '8080' });
    expect(settings.server.publicUrl).toBe('http://localhost:8080');
    expect(settings.dataDir).toBe(path.join(ROOT, '.data'));
    expect(settings.server.webDistDir).toBe(path.join(ROOT, 'web', 'dist'));
    expect(
      settingsOf({ PUBLIC_URL: 'https://portal.example.org/', CORS_ORIGINS: ' https://a.example, ,https://b.example' }).server,
    ).toMatchObject({
      publicUrl: 'https://portal.example.org',
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it("SMTP is configured once: the portal's outbox and Strapi's email plugin get the same server and sender", () => {
    const env = { SMTP_HOST: 'mail.example.org', SMTP_PORT: '465', SMTP_SECURE: 'true', SMTP_USER: 'portal', SMTP_PASSWORD: 's3cret' };
    const { mail } = settingsOf(env);
    expect(mail.smtp).toEqual({ host: 'mail.example.org', port: 465, secure: true, auth: { user: 'portal', pass: 's3cret' } });
    expect(mail.from).toBe('Hearth portal <portal@localhost>');
    expect(settingsOf({}).mail.smtp).toBeUndefined();

    const saved = { ...process.env };
    try {
      Object.assign(process.env, env);
      // The config file reads the settings of this test's own module copy, as Strapi's loading would.
      const email = (pluginsConfig() as { email: { config: { providerOptions: unknown; settings: unknown } } }).email.config;
      expect(email.providerOptions).toEqual(smtpOptions(mail.smtp!));
      expect(email.settings).toEqual({ defaultFrom: mail.from, defaultReplyTo: mail.from });
    } finally {
      for (const name of Object.keys(env)) if (!(name in saved)) delete process.env[name];
    }
  });
});

describe("README's configuration table", () => {
  // The table under "## Configuration": first column the variables, second their defaults.
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim()));
  const namesIn = (cell: string) => [...cell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]);

  it('names exactly the variables the configuration module reads', () => {
    const documented = rows.flatMap(([names]) => namesIn(names));
    expect(new Set(documented).size).toBe(documented.length); // each once
    expect([...documented].sort()).toEqual([...SETTING_NAMES].sort());
  });

  it('gives the defaults the module uses', () => {
    const defaults = readEnvironment({}).settings as Record<SettingName, unknown>;
    let compared = 0;
    for (const [names, defaultCell] of rows) {
      const variables = namesIn(names) as SettingName[];
      const values = variables.length === 1 ? [defaultCell] : defaultCell.split(', ');
      if (values.length !== variables.length) continue;
      variables.forEach((name, index) => {
        const value = values[index];
        const literal = /^`([^`]*)`$/.exec(value)?.[1];
        // Defaults that depend on the machine (paths, PUBLIC_URL) are the server's: undefined in the module.
        if (literal !== undefined && defaults[name] !== undefined) {
          expect(`${name}=${literal}`).toBe(`${name}=${String(defaults[name])}`);
          compared++;
        }
        if (value === 'empty') expect(`${name}=${defaults[name]}`).toBe(`${name}=`);
        if (value === '—') expect(defaults[name], name).toBeUndefined();
      });
    }
    expect(compared).toBeGreaterThan(30);
  });
});

describe('the runtime that ships is the runtime that is tested (docs/requirements.md §11)', () => {
  const nodeVersion = fs.readFileSync(path.join(ROOT, '.node-version'), 'utf8').trim();
  const [major, minor] = nodeVersion.split('.').map(Number);

  it("the Dockerfile builds on .node-version, and package.json's engines admit it and nothing older", () => {
    const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toMatch(new RegExp(`^ARG NODE_VERSION=${nodeVersion.replaceAll('.', '\\.')}$`, 'm'));
    expect(dockerfile.match(/^FROM node:\S+/gm)).toEqual(['FROM node:${NODE_VERSION}-bookworm', 'FROM node:${NODE_VERSION}-bookworm-slim']);
    for (const manifest of ['package.json', 'cms/package.json']) {
      const engines = JSON.parse(fs.readFileSync(path.join(ROOT, manifest), 'utf8')).engines.node as string;
      const [, lowMajor, lowMinor, highMajor] = /^>=(\d+)\.(\d+) <(\d+)$/.exec(engines)!.map(Number);
      expect(major, manifest).toBe(lowMajor);
      expect(minor, manifest).toBeGreaterThanOrEqual(lowMinor);
      expect(highMajor, manifest).toBe(major + 1);
    }
  });

  it.runIf(process.env.CI === 'true')('CI runs on that version', () => {
    expect(process.version).toBe(`v${nodeVersion}`);
  });
});
