/**
 * Where a running portal keeps its state, and the secrets it generates on first start.
 * Everything lives under DATA_DIR so a backup is one folder and a second instance
 * (or a test) gets its own by setting one variable.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ConfigurationMessages } from '@hearth/common';
import { ConfigurationError, settings } from './settings';

/** The portal's address as people reach it, without a trailing slash. */
export const publicUrl = (): string => settings().server.publicUrl;

export const dataPaths = () => {
  const root = settings().dataDir;
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
 * Strapi's secrets: all six from the environment when set (several portals share them, and nothing
 * is written to DATA_DIR), otherwise generated once and kept in DATA_DIR/secrets.json (owner-only)
 * so restarts keep sessions valid. Some but not all set stops the start (common/src/configuration.ts).
 */
export function secrets(): Secrets {
  const file = dataPaths().secrets;
  const cached = cachedSecrets.get(file);
  if (cached) return cached;
  const given = settings().secrets;
  const { appKeys, apiTokenSalt, adminJwtSecret, transferTokenSalt, jwtSecret, encryptionKey } = given;
  if (appKeys && apiTokenSalt && adminJwtSecret && transferTokenSalt && jwtSecret && encryptionKey) {
    const effective = { appKeys, apiTokenSalt, adminJwtSecret, transferTokenSalt, jwtSecret, encryptionKey };
    cachedSecrets.set(file, effective);
    return effective;
  }
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
  cachedSecrets.set(file, generated);
  return generated;
}
