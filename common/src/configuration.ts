/**
 * Every environment variable the portal reads, its rule, its default, and the one line a wrong
 * value prints (docs/requirements.md §11). The start scripts check them before building; the
 * server reads them through the same rules when it loads its configuration (it may be started
 * without the scripts, e.g. in a container) and hands them to its code as typed settings
 * (cms/src/platform/settings.ts). README's configuration table lists exactly these names.
 */
import { z } from 'zod';
import { RECENT_LOGIN_S } from './constants';
import { webAddressSchema } from './validation';

export type Environment = Record<string, string | undefined>;

export const LOG_LEVELS = ['error', 'warn', 'info', 'http', 'debug'] as const;

/**
 * Strapi's secrets: all set (several portals share them; nothing is written to DATA_DIR) or none
 * (generated once into DATA_DIR/secrets.json). Some but not all would leave a portal silently
 * using its own values for the rest, so that is refused (docs/requirements.md §11).
 */
const SHARED_SECRETS = ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'] as const;

export const ConfigurationMessages = {
  dataDirNotWritable: (dir: string) => `DATA_DIR ${dir} is not writable: set DATA_DIR to a folder this user can write.`,
  badPort: (port: string, name = 'PORT') => `${name} "${port}" is not a port number (1-65535).`,
  badPublicUrl: (url: string) => `PUBLIC_URL "${url}" is not a URL: use e.g. https://portal.example.org`,
  badIssuer: (url: string) => `OIDC_ISSUER "${url}" is not a URL: use the provider's issuer, e.g. https://login.example.org`,
  badCityWebsiteUrl: (url: string) =>
    `CITY_WEBSITE_URL "${url}" is not a web address: it must start with http:// or https://, e.g. https://www.toronto.ca/`,
  badDatabaseClient: (client: string) => `DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}".`,
  badDatabaseUrl: 'DATABASE_URL is not a valid postgres:// URL: fix it or unset it.',
  databaseUnreachable: (reason: string) =>
    `Cannot reach the PostgreSQL database (${reason}): check DATABASE_URL or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD.`,
  notPositiveInteger: (name: string, value: string, example: number) =>
    `${name} "${value}" is not a whole number above 0: set e.g. ${name}=${example}, or unset it for the default.`,
  notWholeNumber: (name: string, value: string, example: number) =>
    `${name} "${value}" is not a whole number: set e.g. ${name}=${example}, or unset it for the default.`,
  notFlag: (name: string, value: string) => `${name} must be "true" or "false", not "${value}".`,
  badLogLevel: (value: string) => `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not "${value}".`,
  badStorage: (value: string) => `STORAGE must be "disk" or "database", not "${value}".`,
  databaseStorageNeedsPostgres: 'STORAGE=database needs DATABASE_CLIENT=postgres: with SQLite the files stay on disk (unset STORAGE).',
  secretsPartlySet: (missing: readonly string[]) =>
    `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set while other shared secrets are: set all of ${SHARED_SECRETS.join(', ')} (the same in every portal), or none to have them generated into DATA_DIR/secrets.json.`,
} as const;

const M = ConfigurationMessages;

/** A rule's verdict on a wrong value: the line to print. */
class Problem {
  constructor(readonly message: string) {}
}

/** One variable's rule: an empty value counts as unset (as `VAR=` in a compose file means). */
const setting =
  <T>(read: (value: string | undefined, name: string) => T | Problem) =>
  (name: string) =>
    z
      .string()
      .optional()
      .transform((value, ctx): T => {
        const result = read(value === '' ? undefined : value, name);
        if (!(result instanceof Problem)) return result;
        ctx.addIssue({ code: 'custom', message: result.message });
        return z.NEVER;
      });

const optionalText = setting((value) => value);
const text = (fallback: string) => setting((value) => value ?? fallback);
/** A whole number from min to max, in digits only ("1e3", "2.0" and "-1" are refused). */
const integer = (fallback: number, min: number, max: number, problem: (name: string, value: string, fallback: number) => string) =>
  setting((value, name) => {
    if (value === undefined) return fallback;
    const number = Number(value);
    return /^\d+$/.test(value) && number >= min && number <= max ? number : new Problem(problem(name, value, fallback));
  });
const positiveInteger = (fallback: number) => integer(fallback, 1, Number.MAX_SAFE_INTEGER, M.notPositiveInteger);
const wholeNumber = (fallback: number) => integer(fallback, 0, Number.MAX_SAFE_INTEGER, M.notWholeNumber);
const portNumber = (fallback: number) => integer(fallback, 1, 65535, (name, value) => M.badPort(value, name));
const flag = (fallback: boolean) =>
  setting((value, name) =>
    value === undefined ? fallback : value === 'true' ? true : value === 'false' ? false : new Problem(M.notFlag(name, value)),
  );
const url = (problem: (value: string) => string) =>
  setting((value) => {
    if (value === undefined) return undefined;
    try {
      new URL(value);
      return value;
    } catch {
      return new Problem(problem(value));
    }
  });
const databaseClient = setting((value) =>
  value === undefined || value === 'sqlite' || value === 'postgres' ? (value ?? 'sqlite') : new Problem(M.badDatabaseClient(value)),
);
// Unset: chosen by the database (docs/requirements.md §14): PostgreSQL holds the files too, SQLite keeps them on disk.
const storage = setting((value) =>
  value === undefined || value === 'disk' || value === 'database' ? value : new Problem(M.badStorage(value)),
);
const logLevel = setting((value) =>
  value === undefined
    ? 'http'
    : (LOG_LEVELS as readonly string[]).includes(value)
      ? (value as (typeof LOG_LEVELS)[number])
      : new Problem(M.badLogLevel(value)),
);
// The first start saves it in the site settings, whose rules take web addresses only (docs/requirements.md §5).
const cityWebsiteUrl = setting((value) =>
  value === undefined
    ? 'https://www.toronto.ca/'
    : webAddressSchema('CITY_WEBSITE_URL').safeParse(value).success
      ? value
      : new Problem(M.badCityWebsiteUrl(value)),
);

/** The rules in the order they are checked (the first wrong value is the one reported). Defaults that depend on the machine (paths, PUBLIC_URL) are the server's. */
const RULES = {
  PORT: portNumber(1337),
  HOST: text('0.0.0.0'),
  PUBLIC_URL: url(M.badPublicUrl),
  DATA_DIR: optionalText,
  WEB_DIST_DIR: optionalText,
  NODE_ENV: text('development'),
  LOG_LEVEL: logLevel,
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: flag(false),
  PROXY_HOPS: positiveInteger(1),
  CITY_WEBSITE_URL: cityWebsiteUrl,
  DATABASE_CLIENT: databaseClient,
  DATABASE_URL: optionalText,
  DATABASE_FILENAME: optionalText,
  DATABASE_HOST: text('127.0.0.1'),
  DATABASE_PORT: portNumber(5432),
  DATABASE_NAME: text('hearth'),
  DATABASE_USERNAME: text('hearth'),
  DATABASE_PASSWORD: text(''),
  DATABASE_SSL: flag(false),
  DATABASE_SCHEMA: text('public'),
  DATABASE_POOL_MIN: wholeNumber(0),
  DATABASE_POOL_MAX: positiveInteger(10),
  DATABASE_CONNECTION_TIMEOUT: positiveInteger(60000),
  STORAGE: storage,
  SMTP_HOST: optionalText,
  SMTP_PORT: portNumber(587),
  SMTP_SECURE: flag(false),
  SMTP_USER: optionalText,
  SMTP_PASSWORD: text(''),
  MAIL_FROM: text('Hearth portal <portal@localhost>'),
  NOTICE_BATCH_SIZE: positiveInteger(20),
  NOTICE_INTERVAL_MS: positiveInteger(5000),
  NOTICE_RETRY_BASE_MS: positiveInteger(60_000),
  NOTICE_RETRY_MAX_MS: positiveInteger(3_600_000),
  NOTICE_LEASE_MS: positiveInteger(300_000),
  OIDC_ISSUER: url(M.badIssuer),
  OIDC_AUDIENCE: optionalText,
  RATE_LIMIT_LOGIN_PER_ADDRESS: positiveInteger(50),
  LOGIN_SLOWDOWN_AFTER: positiveInteger(10),
  LOGIN_SLOWDOWN_MAX_SECONDS: positiveInteger(5),
  RATE_LIMIT_TWO_FACTOR_PER_ACCOUNT: positiveInteger(10),
  RATE_LIMIT_ACCOUNT_PER_ADDRESS: positiveInteger(30),
  RATE_LIMIT_MAILS_PER_RECIPIENT: positiveInteger(5),
  RECENT_LOGIN_SECONDS: positiveInteger(RECENT_LOGIN_S),
  ACTIVITY_RETENTION_DAYS: positiveInteger(730),
  PUBLIC_CACHE_CHECK_MS: positiveInteger(250),
  STOP_DRAIN_DELAY_MS: wholeNumber(2000),
  STOP_TIMEOUT_MS: positiveInteger(10_000),
  SEED_DEMO: flag(true),
  DEMO_PASSWORD: optionalText,
  ADMIN_EMAIL: text('admin@hearth.local'),
  ADMIN_PASSWORD: optionalText,
  SITE_NAME: text('Maple Court Condominium Association'),
  SITE_ADMIN_NAME: text('Website Administrator'),
  SITE_ADMIN_EMAIL: text('webmaster@maplecourt.example'),
  SITE_ADMIN_PHONE: text(''),
  CITY_WEBSITE_NAME: text('City of Toronto'),
  APP_KEYS: optionalText,
  API_TOKEN_SALT: optionalText,
  ADMIN_JWT_SECRET: optionalText,
  TRANSFER_TOKEN_SALT: optionalText,
  JWT_SECRET: optionalText,
  ENCRYPTION_KEY: optionalText,
};

export type SettingName = keyof typeof RULES;
/** Every variable the portal reads, in checking order. */
export const SETTING_NAMES = Object.keys(RULES) as SettingName[];

type Shape = { [K in SettingName]: ReturnType<(typeof RULES)[K]> };
const environmentSchema = z
  .object(Object.fromEntries(SETTING_NAMES.map((name) => [name, RULES[name](name)])) as Shape)
  .superRefine((env, ctx) => {
    const problem = databaseUrlProblem(env.DATABASE_CLIENT, env.DATABASE_URL);
    const missingSecrets = SHARED_SECRETS.filter((name) => env[name] === undefined);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
    else if (env.STORAGE === 'database' && env.DATABASE_CLIENT !== 'postgres')
      ctx.addIssue({ code: 'custom', message: M.databaseStorageNeedsPostgres });
    else if (missingSecrets.length > 0 && missingSecrets.length < SHARED_SECRETS.length)
      ctx.addIssue({ code: 'custom', message: M.secretsPartlySet(missingSecrets) });
  });

/** The environment's values, checked and with their defaults. */
export type EnvironmentSettings = z.infer<typeof environmentSchema>;

function databaseUrlProblem(client: string, databaseUrl: string | undefined): string | undefined {
  if (client !== 'postgres' || !databaseUrl) return undefined;
  try {
    if (new URL(databaseUrl).protocol.startsWith('postgres')) return undefined;
  } catch {
    // reported below
  }
  return M.badDatabaseUrl;
}

/** The checked settings, or the one line naming the first wrong variable and what to set. */
export function readEnvironment(env: Environment): { settings: EnvironmentSettings; problem?: undefined } | { problem: string } {
  const known = Object.fromEntries(SETTING_NAMES.map((name) => [name, env[name]]));
  const result = environmentSchema.safeParse(known);
  return result.success ? { settings: result.data } : { problem: result.error.issues[0].message };
}

/** The database settings' first problem (DATABASE_CLIENT, then DATABASE_URL), if any: for tools that need the database alone. */
export function databaseSettingsProblem(env: Environment): string | undefined {
  const client = databaseClient('DATABASE_CLIENT').safeParse(env.DATABASE_CLIENT || undefined);
  if (!client.success) return client.error.issues[0].message;
  return databaseUrlProblem(client.data, env.DATABASE_URL);
}
