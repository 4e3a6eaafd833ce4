// @ts-check
// Helpers shared by the start, build, dev and test scripts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CMS = path.join(ROOT, 'cms');
export const WEB = path.join(ROOT, 'web');

/**
 * Runs a command with the terminal as its output; rejects when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', cwd: ROOT, ...options, env: { ...process.env, ...options.env } });
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export function fail(line) {
  console.error(`\n✖ ${line}\n`);
  process.exit(1);
}

export const built = {
  common: () => fs.existsSync(path.join(ROOT, 'common', 'dist', 'cjs', 'index.js')),
  web: () => fs.existsSync(path.join(WEB, 'dist', 'index.html')),
  cms: () => fs.existsSync(path.join(CMS, 'dist', 'src', 'index.js')) && fs.existsSync(path.join(CMS, 'dist', 'build', 'index.html')),
};

/** Newest modification time under these paths (folders count too, so a deleted file shows). */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    latest = Math.max(latest, stat.mtimeMs);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules') visit(path.join(p, entry));
  };
  paths.forEach(visit);
  return latest;
}
const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
const COMMON_SOURCES = ['common/src', 'common/package.json', 'common/tsconfig.base.json'].map((p) => path.join(ROOT, p));

/** A build older than its sources (after a pull or an edit) is rebuilt, not silently served. */
export const stale = {
  common: () => newest(COMMON_SOURCES) > mtime(path.join(ROOT, 'common', 'dist', 'cjs', 'index.js')),
  web: () =>
    newest([...['src', 'public', 'index.html', 'vite.config.ts', 'package.json'].map((p) => path.join(WEB, p)), ...COMMON_SOURCES]) >
    mtime(path.join(WEB, 'dist', 'index.html')),
  cmsServer: () =>
    newest([...['src', 'config', 'tsconfig.json', 'package.json'].map((p) => path.join(CMS, p)), ...COMMON_SOURCES]) >
    mtime(path.join(CMS, 'dist', 'src', 'index.js')),
  cmsAdmin: () =>
    newest([path.join(CMS, 'src', 'admin'), path.join(CMS, 'package.json')]) > mtime(path.join(CMS, 'dist', 'build', 'index.html')),
};

/** Builds what is missing or out of date (or everything with force). */
export async function buildAll({ force = false } = {}) {
  if (force || !built.common() || stale.common()) await run('npm', ['run', 'build', '-w', 'common']);
  if (force || !built.web() || stale.web()) await run('npm', ['run', 'build', '-w', 'web']);
  if (force || !built.cms() || stale.cmsAdmin()) {
    // strapi build compiles over the old output: a source file moved or deleted would live on in dist.
    for (const dir of ['src', 'config']) fs.rmSync(path.join(CMS, 'dist', dir), { recursive: true, force: true });
    await run('npm', ['run', 'build', '-w', 'cms'], { env: { NODE_OPTIONS: '--max-old-space-size=3072', NODE_ENV: 'production' } });
  } else if (stale.cmsServer()) {
    // Only the server code changed: recompile it (as `strapi build` does first) and keep the admin panel.
    console.log('Compiling the CMS server code (the admin panel is up to date)...');
    for (const dir of ['src', 'config']) fs.rmSync(path.join(CMS, 'dist', dir), { recursive: true, force: true });
    // Type errors are printed, as by `strapi build`, but do not stop the build (npm test typechecks).
    const { compile } = createRequire(path.join(CMS, 'package.json'))('@strapi/typescript-utils');
    await compile(CMS, { configOptions: { ignoreDiagnostics: false } });
  }
}

/** The configuration checks that deserve one clear line instead of a stack trace (rules in common/src/configuration.ts). */
export async function checkConfiguration(env = process.env) {
  // The rules live in @hearth/common; a fresh checkout has it built by npm install already.
  if (!built.common()) await run('npm', ['run', 'build', '-w', 'common']);
  const { ConfigurationMessages, readEnvironment } = createRequire(import.meta.url)('@hearth/common');
  const dataDir = path.resolve(env.DATA_DIR || path.join(ROOT, '.data'));
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.W_OK);
    for (const sub of ['public/uploads', 'private', 'mail']) fs.mkdirSync(path.join(dataDir, sub), { recursive: true });
  } catch {
    fail(ConfigurationMessages.dataDirNotWritable(dataDir));
  }
  const { settings, problem } = readEnvironment(env);
  if (problem) fail(problem);
  if (settings.DATABASE_CLIENT === 'postgres') {
    const { default: pg } = await import('pg');
    const client = new pg.Client(
      settings.DATABASE_URL
        ? { connectionString: settings.DATABASE_URL }
        : {
            host: settings.DATABASE_HOST,
            port: settings.DATABASE_PORT,
            database: settings.DATABASE_NAME,
            user: settings.DATABASE_USERNAME,
            password: settings.DATABASE_PASSWORD,
          },
    );
    try {
      await client.connect();
      await client.end();
    } catch (error) {
      fail(ConfigurationMessages.databaseUnreachable(error.message));
    }
  }
  return { dataDir };
}
