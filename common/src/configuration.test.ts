import { describe, expect, it } from 'vitest';
import { ConfigurationMessages as M, databaseSettingsProblem, readEnvironment, SETTING_NAMES } from './configuration';

const settingsProblem = (env: Record<string, string>) => readEnvironment(env).problem;

describe('the configuration rules (docs/requirements.md §11)', () => {
  it('an empty environment gives every default', () => {
    const read = readEnvironment({});
    expect(read.problem).toBeUndefined();
    expect(read.settings).toMatchObject({
      PORT: 1337,
      HOST: '0.0.0.0',
      LOG_LEVEL: 'http',
      TRUST_PROXY: false,
      DATABASE_CLIENT: 'sqlite',
      DATABASE_POOL_MIN: 0,
      DATABASE_CONNECTION_TIMEOUT: 60000,
      SMTP_PORT: 587,
      SMTP_SECURE: false,
      MAIL_FROM: 'Hearth portal <portal@localhost>',
      NOTICE_BATCH_SIZE: 20,
      SEED_DEMO: true,
    });
    expect(read.settings?.PUBLIC_URL).toBeUndefined();
  });

  it('reads numbers, flags and texts typed, and an empty value as unset', () => {
    const { settings } = readEnvironment({
      PORT: '8080',
      SMTP_SECURE: 'true',
      SEED_DEMO: 'false',
      DATABASE_POOL_MIN: '0',
      NOTICE_LEASE_MS: '1000',
      MAIL_FROM: 'Board <board@example.org>',
      PUBLIC_URL: '',
      LOG_LEVEL: '',
    });
    expect(settings).toMatchObject({
      PORT: 8080,
      SMTP_SECURE: true,
      SEED_DEMO: false,
      DATABASE_POOL_MIN: 0,
      NOTICE_LEASE_MS: 1000,
      MAIL_FROM: 'Board <board@example.org>',
      PUBLIC_URL: undefined,
      LOG_LEVEL: 'http',
    });
  });

  it.each([
    [{ PORT: 'http' }, 'PORT "http" is not a port number (1-65535).'],
    [{ PORT: '70000' }, 'PORT "70000" is not a port number (1-65535).'],
    [{ SMTP_PORT: '0' }, 'SMTP_PORT "0" is not a port number (1-65535).'],
    [{ DATABASE_PORT: '5432x' }, 'DATABASE_PORT "5432x" is not a port number (1-65535).'],
    [{ PUBLIC_URL: 'portal.example.org' }, 'PUBLIC_URL "portal.example.org" is not a URL: use e.g. https://portal.example.org'],
    [{ OIDC_ISSUER: 'login' }, `OIDC_ISSUER "login" is not a URL: use the provider's issuer, e.g. https://login.example.org`],
    [
      { NOTICE_BATCH_SIZE: 'twenty' },
      'NOTICE_BATCH_SIZE "twenty" is not a whole number above 0: set e.g. NOTICE_BATCH_SIZE=20, or unset it for the default.',
    ],
    [
      { RATE_LIMIT_LOGIN_PER_ADDRESS: '0' },
      'RATE_LIMIT_LOGIN_PER_ADDRESS "0" is not a whole number above 0: set e.g. RATE_LIMIT_LOGIN_PER_ADDRESS=50, or unset it for the default.',
    ],
    [
      { ACTIVITY_RETENTION_DAYS: '1.5' },
      'ACTIVITY_RETENTION_DAYS "1.5" is not a whole number above 0: set e.g. ACTIVITY_RETENTION_DAYS=730, or unset it for the default.',
    ],
    [
      { DATABASE_CONNECTION_TIMEOUT: '-1' },
      'DATABASE_CONNECTION_TIMEOUT "-1" is not a whole number above 0: set e.g. DATABASE_CONNECTION_TIMEOUT=60000, or unset it for the default.',
    ],
    [
      { DATABASE_POOL_MIN: 'some' },
      'DATABASE_POOL_MIN "some" is not a whole number: set e.g. DATABASE_POOL_MIN=0, or unset it for the default.',
    ],
    [
      { NOTICE_LEASE_MS: '1e3' },
      'NOTICE_LEASE_MS "1e3" is not a whole number above 0: set e.g. NOTICE_LEASE_MS=300000, or unset it for the default.',
    ],
    [{ SMTP_SECURE: 'yes' }, 'SMTP_SECURE must be "true" or "false", not "yes".'],
    [{ TRUST_PROXY: '1' }, 'TRUST_PROXY must be "true" or "false", not "1".'],
    [{ SEED_DEMO: 'no' }, 'SEED_DEMO must be "true" or "false", not "no".'],
    [{ LOG_LEVEL: 'verbose' }, 'LOG_LEVEL must be one of error, warn, info, http, debug, not "verbose".'],
    [{ DATABASE_CLIENT: 'mysql' }, 'DATABASE_CLIENT must be "sqlite" or "postgres", not "mysql".'],
    [{ DATABASE_CLIENT: 'postgres', DATABASE_URL: 'mysql://root@localhost/hearth' }, M.badDatabaseUrl],
    [{ CITY_WEBSITE_URL: 'javascript:alert(1)' }, M.badCityWebsiteUrl('javascript:alert(1)')],
  ])('%o is refused with one line naming the variable', (env, line) => {
    expect(settingsProblem(env)).toBe(line);
    expect(line).not.toContain('\n');
  });

  it('reports the first wrong variable in checking order', () => {
    expect(settingsProblem({ SMTP_SECURE: 'yes', PORT: 'x' })).toBe(M.badPort('x'));
  });

  it('a DATABASE_URL matters only for PostgreSQL', () => {
    expect(settingsProblem({ DATABASE_URL: 'mysql://root@localhost/hearth' })).toBeUndefined();
    expect(databaseSettingsProblem({ DATABASE_CLIENT: 'postgres', DATABASE_URL: 'nonsense' })).toBe(M.badDatabaseUrl);
    expect(databaseSettingsProblem({ DATABASE_CLIENT: 'mongo' })).toBe(M.badDatabaseClient('mongo'));
    expect(databaseSettingsProblem({ DATABASE_CLIENT: 'postgres', DATABASE_URL: 'postgres://h@localhost/h' })).toBeUndefined();
  });

  it('names each variable once', () => {
    expect(new Set(SETTING_NAMES).size).toBe(SETTING_NAMES.length);
  });

  describe('STORAGE (docs/requirements.md §14)', () => {
    it('is left to the database when unset, and takes disk or database', () => {
      expect(readEnvironment({}).settings?.STORAGE).toBeUndefined();
      expect(readEnvironment({ DATABASE_CLIENT: 'postgres', STORAGE: 'disk' }).settings?.STORAGE).toBe('disk');
      expect(readEnvironment({ DATABASE_CLIENT: 'postgres', STORAGE: 'database' }).settings?.STORAGE).toBe('database');
    });

    it('refuses another value, and files in a SQLite database', () => {
      expect(settingsProblem({ STORAGE: 's3' })).toBe(M.badStorage('s3'));
      expect(settingsProblem({ STORAGE: 'database' })).toBe(M.databaseStorageNeedsPostgres);
    });
  });

  describe("Strapi's shared secrets: all or none", () => {
    const all = {
      APP_KEYS: 'a,b',
      API_TOKEN_SALT: 's1',
      ADMIN_JWT_SECRET: 's2',
      TRANSFER_TOKEN_SALT: 's3',
      JWT_SECRET: 's4',
      ENCRYPTION_KEY: 's5',
    };

    it('takes all six, or none', () => {
      expect(settingsProblem(all)).toBeUndefined();
      expect(settingsProblem({})).toBeUndefined();
      expect(
        settingsProblem({
          ...all,
          JWT_SECRET: '',
          ENCRYPTION_KEY: '',
          APP_KEYS: '',
          API_TOKEN_SALT: '',
          ADMIN_JWT_SECRET: '',
          TRANSFER_TOKEN_SALT: '',
        }),
      ).toBeUndefined();
    });

    it('refuses some but not all, naming the missing ones in one line', () => {
      expect(settingsProblem({ ...all, JWT_SECRET: '' })).toBe(
        'JWT_SECRET is not set while other shared secrets are: set all of APP_KEYS, API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT, JWT_SECRET, ENCRYPTION_KEY (the same in every portal), or none to have them generated into DATA_DIR/secrets.json.',
      );
      expect(settingsProblem({ APP_KEYS: 'a,b' })).toBe(
        M.secretsPartlySet(['API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY']),
      );
    });
  });
});
