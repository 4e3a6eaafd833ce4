/** Common's configuration messages (the portal's settings, read at start) in Spanish: names of settings stay as written. */
import type { ConfigurationMessages } from '../configuration';
import type { TranslationOf } from './translate';

const SHARED_SECRETS = 'APP_KEYS, API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT, JWT_SECRET, ENCRYPTION_KEY';

export const configurationEs: TranslationOf<typeof ConfigurationMessages> = {
  dataDirNotWritable: (dir) =>
    `No se puede escribir en DATA_DIR ${dir}: asigne a DATA_DIR una carpeta en la que este usuario pueda escribir.`,
  badPort: (port, name = 'PORT') => `${name} "${port}" no es un número de puerto (1-65535).`,
  badPublicUrl: (url) => `PUBLIC_URL "${url}" no es una URL: use por ejemplo https://portal.example.org`,
  badIssuer: (url) => `OIDC_ISSUER "${url}" no es una URL: use el emisor del proveedor, por ejemplo https://login.example.org`,
  badCityWebsiteUrl: (url) =>
    `CITY_WEBSITE_URL "${url}" no es una dirección web: debe comenzar con http:// o https://, por ejemplo https://www.toronto.ca/`,
  badDatabaseClient: (client) => `DATABASE_CLIENT debe ser "sqlite" o "postgres", no "${client}".`,
  badDatabaseUrl: 'DATABASE_URL no es una URL postgres:// válida: corríjala o elimínela.',
  databaseUnreachable: (reason) =>
    `No se puede conectar con la base de datos PostgreSQL (${reason}): revise DATABASE_URL o DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD.`,
  notPositiveInteger: (name, value, example) =>
    `${name} "${value}" no es un número entero mayor que 0: indique por ejemplo ${name}=${example}, o elimínelo para usar el valor predeterminado.`,
  notWholeNumber: (name, value, example) =>
    `${name} "${value}" no es un número entero: indique por ejemplo ${name}=${example}, o elimínelo para usar el valor predeterminado.`,
  notFlag: (name, value) => `${name} debe ser "true" o "false", no "${value}".`,
  badLogLevel: (value) => `LOG_LEVEL debe ser uno de error, warn, info, http, debug, no "${value}".`,
  badStorage: (value) => `STORAGE debe ser "disk" o "database", no "${value}".`,
  databaseStorageNeedsPostgres:
    'STORAGE=database requiere DATABASE_CLIENT=postgres: con SQLite los archivos se quedan en el disco (elimine STORAGE).',
  secretsPartlySet: (missing) =>
    `${missing.join(', ')} no ${missing.length === 1 ? 'está definido' : 'están definidos'} mientras que otros secretos compartidos sí: defina todos los de ${SHARED_SECRETS} (los mismos en cada portal), o ninguno para que se generen en DATA_DIR/secrets.json.`,
};
