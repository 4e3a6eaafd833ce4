/**
 * Where a running portal keeps its state, and the secrets it generates on first start.
 * Everything lives under DATA_DIR so a backup is one folder and a second instance
 * (or a test) gets its own by setting one variable.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigurationMessages } from '@hearth/common';

function findCmsRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@hearth/cms') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

const CMS_ROOT = findCmsRoot(__dirname);
export const REPO_ROOT = path.resolve(CMS_ROOT, '..');

const dataDir = (): string => path.resolve(process.env.DATA_DIR || path.join(REPO_ROOT, '.data'));
/** A positive whole-number setting from the environment, or its default when unset or not one. */
export function positiveIntegerSetting(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export const port = (): number => Number(process.env.PORT || 1337);
export const publicUrl = (): string => (process.env.PUBLIC_URL || `http://localhost:${port()}`).replace(/\/+$/, '');

export const dataPaths = () => {
  const root = dataDir();
  return {
    root,
    database: path.join(root, 'portal.db'),
    public: path.join(root, 'public'),
    uploads: path.join(root, 'public', 'uploads'),
    /** Community documents, newsletters and minutes: outside the public folder on purpose. */
    privateFiles: path.join(root, 'private'),
    mail: path.join(root, 'mail'),
    secrets: path.join(root, 'secrets.json'),
    credentials: path.join(root, 'credentials.txt'),
  };
};

export class ConfigurationError extends Error {}

/** Creates the data folders, or stops the start with one line that says what to fix. */
export function ensureDataDir(): void {
  const p = dataPaths();
  try {
    for (const dir of [p.root, p.public, p.uploads, p.privateFiles, p.mail]) fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(p.root, fs.constants.W_OK);
  } catch {
    throw new ConfigurationError(ConfigurationMessages.dataDirNotWritable(p.root));
  }
}

type Secrets = Record<'appKeys' | 'apiTokenSalt' | 'adminJwtSecret' | 'transferTokenSalt' | 'jwtSecret' | 'encryptionKey', string>;

/** Per secrets file, so a second portal in the same process (tests) gets its own. */
const cachedSecrets = new Map<string, Secrets>();

/**
 * Strapi's secrets: taken from the environment when set, otherwise generated once
 * and kept in DATA_DIR/secrets.json (owner-only) so restarts keep sessions valid.
 */
export function secrets(): Secrets {
  const file = dataPaths().secrets;
  const cached = cachedSecrets.get(file);
  if (cached) return cached;
  ensureDataDir();
  const random = () => crypto.randomBytes(24).toString('base64');
  let stored: Partial<Secrets> = {};
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  const generated: Secrets = {
    appKeys: stored.appKeys ?? [random(), random()].join(','),
    apiTokenSalt: stored.apiTokenSalt ?? random(),
    adminJwtSecret: stored.adminJwtSecret ?? random(),
    transferTokenSalt: stored.transferTokenSalt ?? random(),
    jwtSecret: stored.jwtSecret ?? random(),
    encryptionKey: stored.encryptionKey ?? random(),
  };
  if (JSON.stringify(generated) !== JSON.stringify(stored)) {
    fs.writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 });
  }
  const effective: Secrets = {
    appKeys: process.env.APP_KEYS || generated.appKeys,
    apiTokenSalt: process.env.API_TOKEN_SALT || generated.apiTokenSalt,
    adminJwtSecret: process.env.ADMIN_JWT_SECRET || generated.adminJwtSecret,
    transferTokenSalt: process.env.TRANSFER_TOKEN_SALT || generated.transferTokenSalt,
    jwtSecret: process.env.JWT_SECRET || generated.jwtSecret,
    encryptionKey: process.env.ENCRYPTION_KEY || generated.encryptionKey,
  };
  cachedSecrets.set(file, effective);
  return effective;
}
