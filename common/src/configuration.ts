/**
 * The portal's settings that are checked before anything starts, and the one line each failed
 * check prints. The start scripts check them before building; the server checks them again when
 * it loads its configuration (it may be started without the scripts, e.g. in a container).
 */
import { webAddressSchema } from './validation';

export type Environment = Record<string, string | undefined>;

export const ConfigurationMessages = {
  dataDirNotWritable: (dir: string) => `DATA_DIR ${dir} is not writable: set DATA_DIR to a folder this user can write.`,
  badPort: (port: string) => `PORT "${port}" is not a port number (1-65535).`,
  badPublicUrl: (url: string) => `PUBLIC_URL "${url}" is not a URL: use e.g. https://portal.example.org`,
  badCityWebsiteUrl: (url: string) =>
    `CITY_WEBSITE_URL "${url}" is not a web address: it must start with http:// or https://, e.g. https://www.toronto.ca/`,
  badDatabaseClient: (client: string) => `DATABASE_CLIENT must be "sqlite" or "postgres", not "${client}".`,
  badDatabaseUrl: 'DATABASE_URL is not a valid postgres:// URL: fix it or unset it.',
  databaseUnreachable: (reason: string) =>
    `Cannot reach the PostgreSQL database (${reason}): check DATABASE_URL or DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD.`,
} as const;

/** The database settings' first problem (DATABASE_CLIENT, then DATABASE_URL), if any. */
export function databaseSettingsProblem(env: Environment): string | undefined {
  const client = env.DATABASE_CLIENT || 'sqlite';
  if (client !== 'sqlite' && client !== 'postgres') return ConfigurationMessages.badDatabaseClient(client);
  if (client === 'postgres' && env.DATABASE_URL) {
    let url: URL | undefined;
    try {
      url = new URL(env.DATABASE_URL);
    } catch {
      // reported below
    }
    if (!url || !url.protocol.startsWith('postgres')) return ConfigurationMessages.badDatabaseUrl;
  }
  return undefined;
}

/** The first problem of PORT, PUBLIC_URL, CITY_WEBSITE_URL and the database settings, if any. */
export function settingsProblem(env: Environment): string | undefined {
  const port = env.PORT ?? '1337';
  if (!/^\d+$/.test(port) || Number(port) < 1 || Number(port) > 65535) return ConfigurationMessages.badPort(port);
  if (env.PUBLIC_URL) {
    try {
      new URL(env.PUBLIC_URL);
    } catch {
      return ConfigurationMessages.badPublicUrl(env.PUBLIC_URL);
    }
  }
  // The first start saves it in the site settings, whose rules take web addresses only (docs/requirements.md §5).
  if (env.CITY_WEBSITE_URL && !webAddressSchema('CITY_WEBSITE_URL').safeParse(env.CITY_WEBSITE_URL).success)
    return ConfigurationMessages.badCityWebsiteUrl(env.CITY_WEBSITE_URL);
  return databaseSettingsProblem(env);
}
