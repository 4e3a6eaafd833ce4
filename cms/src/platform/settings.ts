/**
 * The portal's settings, read from the environment once per start and handed to the code typed
 * (docs/requirements.md §11). The rules, defaults and messages are common's (configuration.ts),
 * shared with the start scripts; the defaults that depend on this machine (paths, the public
 * address) are set here. Nothing else in the server reads process.env.
 */
import fs from 'node:fs';
import path from 'node:path';
import { readEnvironment, type Environment } from '@hearth/common';

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

/** The checkout (this file runs from cms/src or from a compiled copy under cms/dist). */
export const REPO_ROOT = path.resolve(findCmsRoot(__dirname), '..');

/** A wrong setting: its message is the one line the start prints. */
export class ConfigurationError extends Error {}

function toSettings(env: Environment) {
  const read = readEnvironment(env);
  if (read.problem !== undefined) throw new ConfigurationError(read.problem);
  const e = read.settings;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    environment: e.NODE_ENV,
    server: {
      host: e.HOST,
      port: e.PORT,
      publicUrl,
      /** Browser origins trusted with credentials besides the portal's own (origins.ts). */
      corsOrigins: (e.CORS_ORIGINS ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
      trustProxy: e.TRUST_PROXY,
      proxyHops: e.PROXY_HOPS,
      logLevel: e.LOG_LEVEL,
      webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'web', 'dist')),
      publicCacheCheckMs: e.PUBLIC_CACHE_CHECK_MS,
      /** On SIGTERM (docs/requirements.md §N): how long /_ready answers 503 before the listener closes, and how long requests in flight may take. */
      stopDrainDelayMs: e.STOP_DRAIN_DELAY_MS,
      stopTimeoutMs: e.STOP_TIMEOUT_MS,
    },
    dataDir: path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, '.data')),
    database: {
      client: e.DATABASE_CLIENT,
      filename: e.DATABASE_FILENAME,
      url: e.DATABASE_URL,
      host: e.DATABASE_HOST,
      port: e.DATABASE_PORT,
      name: e.DATABASE_NAME,
      username: e.DATABASE_USERNAME,
      password: e.DATABASE_PASSWORD,
      ssl: e.DATABASE_SSL,
      schema: e.DATABASE_SCHEMA,
      poolMin: e.DATABASE_POOL_MIN,
      poolMax: e.DATABASE_POOL_MAX,
      connectionTimeoutMs: e.DATABASE_CONNECTION_TIMEOUT,
    },
    /** Where uploaded files live (docs/requirements.md §14): in the database by default on PostgreSQL, else in DATA_DIR. */
    storage: e.STORAGE ?? (e.DATABASE_CLIENT === 'postgres' ? 'database' : 'disk'),
    /** Outgoing mail: over SMTP when smtp is set, otherwise written to DATA_DIR/mail (mailer.ts). */
    mail: {
      from: e.MAIL_FROM,
      smtp: e.SMTP_HOST
        ? {
            host: e.SMTP_HOST,
            port: e.SMTP_PORT,
            secure: e.SMTP_SECURE,
            auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASSWORD } : undefined,
          }
        : undefined,
    },
    notices: {
      /** Messages sent per round. */
      batchSize: e.NOTICE_BATCH_SIZE,
      /** Time between rounds (ms). */
      intervalMs: e.NOTICE_INTERVAL_MS,
      /** The first retry's delay (ms); each later one doubles, up to retryMaxMs. */
      retryBaseMs: e.NOTICE_RETRY_BASE_MS,
      retryMaxMs: e.NOTICE_RETRY_MAX_MS,
      /** How long a claimed message is its claimer's: far more than one SMTP exchange (timeouts 10 s + 20 s). */
      leaseMs: e.NOTICE_LEASE_MS,
    },
    identity: {
      /** Another OpenID Connect provider whose access tokens the API trusts (null: the built-in one). */
      externalIssuer: e.OIDC_ISSUER ?? null,
      audience: e.OIDC_AUDIENCE,
      recentLoginSeconds: e.RECENT_LOGIN_SECONDS,
    },
    rateLimits: {
      loginPerAddress: e.RATE_LIMIT_LOGIN_PER_ADDRESS,
      loginSlowdownAfter: e.LOGIN_SLOWDOWN_AFTER,
      loginSlowdownMaxSeconds: e.LOGIN_SLOWDOWN_MAX_SECONDS,
      twoFactorPerAccount: e.RATE_LIMIT_TWO_FACTOR_PER_ACCOUNT,
      accountPerAddress: e.RATE_LIMIT_ACCOUNT_PER_ADDRESS,
      mailsPerRecipient: e.RATE_LIMIT_MAILS_PER_RECIPIENT,
    },
    activityRetentionDays: e.ACTIVITY_RETENTION_DAYS,
    seed: {
      demo: e.SEED_DEMO,
      demoPassword: e.DEMO_PASSWORD,
      adminEmail: e.ADMIN_EMAIL.toLowerCase(),
      adminPassword: e.ADMIN_PASSWORD,
      site: {
        siteName: e.SITE_NAME,
        adminName: e.SITE_ADMIN_NAME,
        adminEmail: e.SITE_ADMIN_EMAIL,
        adminPhone: e.SITE_ADMIN_PHONE,
        cityWebsiteUrl: e.CITY_WEBSITE_URL,
        cityWebsiteName: e.CITY_WEBSITE_NAME,
      },
    },
    /** Strapi's secrets set by the operator; the rest are generated into DATA_DIR (runtime.ts). */
    secrets: {
      appKeys: e.APP_KEYS,
      apiTokenSalt: e.API_TOKEN_SALT,
      adminJwtSecret: e.ADMIN_JWT_SECRET,
      transferTokenSalt: e.TRANSFER_TOKEN_SALT,
      jwtSecret: e.JWT_SECRET,
      encryptionKey: e.ENCRYPTION_KEY,
    },
  };
}

export type Settings = ReturnType<typeof toSettings>;

let current: Settings | undefined;

/**
 * The settings of this start: read on first use (Strapi's configuration files come first) and kept
 * until the portal stops, so a later start in the same process (tests) reads the environment afresh.
 * A wrong value throws a ConfigurationError carrying its one line.
 */
export function settings(): Settings {
  current ??= toSettings(process.env);
  return current;
}

/** The portal stopped (src/index.ts destroy): the next start reads the environment again. */
export function forgetSettings(): void {
  current = undefined;
}

/** Reads an environment without keeping it: for the unit tests of the rules. */
export const settingsOf = (env: Environment): Settings => toSettings(env);
