/** Common's configuration messages (the portal's settings, read at start) in Canadian French: names of settings stay as written. */
import type { ConfigurationMessages } from '../configuration';
import type { TranslationOf } from './translate';

const SHARED_SECRETS = 'APP_KEYS, API_TOKEN_SALT, ADMIN_JWT_SECRET, TRANSFER_TOKEN_SALT, JWT_SECRET, ENCRYPTION_KEY';

export const configurationFrCA: TranslationOf<typeof ConfigurationMessages> = {
  dataDirNotWritable: (dir) => `Impossible d'écrire dans DATA_DIR ${dir} : donnez à DATA_DIR un dossier où cet utilisateur peut écrire.`,
  badPort: (port, name = 'PORT') => `${name} « ${port} » n'est pas un numéro de port (1-65535).`,
  badPublicUrl: (url) => `PUBLIC_URL « ${url} » n'est pas une URL : utilisez par exemple https://portal.example.org`,
  badIssuer: (url) =>
    `OIDC_ISSUER « ${url} » n'est pas une URL : utilisez l'émetteur du fournisseur, par exemple https://login.example.org`,
  badCityWebsiteUrl: (url) =>
    `CITY_WEBSITE_URL « ${url} » n'est pas une adresse Web : elle doit commencer par http:// ou https://, par exemple https://www.toronto.ca/`,
  badDatabaseClient: (client) => `DATABASE_CLIENT doit être « sqlite » ou « postgres », et non « ${client} ».`,
  badDatabaseUrl: "DATABASE_URL n'est pas une URL postgres:// valide : corrigez-la ou retirez-la.",
  databaseUnreachable: (reason) =>
    `Impossible de joindre la base de données PostgreSQL (${reason}) : vérifiez DATABASE_URL ou DATABASE_HOST/PORT/NAME/USERNAME/PASSWORD.`,
  notPositiveInteger: (name, value, example) =>
    `${name} « ${value} » n'est pas un nombre entier supérieur à 0 : indiquez par exemple ${name}=${example}, ou retirez-le pour la valeur par défaut.`,
  notWholeNumber: (name, value, example) =>
    `${name} « ${value} » n'est pas un nombre entier : indiquez par exemple ${name}=${example}, ou retirez-le pour la valeur par défaut.`,
  notFlag: (name, value) => `${name} doit être « true » ou « false », et non « ${value} ».`,
  badLogLevel: (value) => `LOG_LEVEL doit être l'un de error, warn, info, http, debug, et non « ${value} ».`,
  badStorage: (value) => `STORAGE doit être « disk » ou « database », et non « ${value} ».`,
  databaseStorageNeedsPostgres:
    'STORAGE=database exige DATABASE_CLIENT=postgres : avec SQLite, les fichiers restent sur le disque (retirez STORAGE).',
  secretsPartlySet: (missing) =>
    `${missing.join(', ')} ${missing.length === 1 ? "n'est pas défini" : 'ne sont pas définis'} alors que d'autres secrets partagés le sont : définissez tous les secrets ${SHARED_SECRETS} (les mêmes dans chaque portail), ou aucun pour qu'ils soient générés dans DATA_DIR/secrets.json.`,
};
