import path from 'node:path';
import { MAX_PDF_BYTES } from '@hearth/common';
import { secrets } from '../src/platform/runtime';
import { settings } from '../src/platform/settings';
import { smtpOptions } from '../src/api/notice/outbox/transport';
import { UPLOADS_MAX_AGE_SECONDS } from '../src/middlewares/stored-uploads';

/**
 * The portal's own provider (src/api/file/store/upload-provider.ts), named the way the upload plugin
 * loads a provider that is not an npm package: a path it can require. Relative to the plugin's own
 * folder, because the plugin lower-cases the name, and the checkout's absolute path may not be.
 */
const DATABASE_PROVIDER = path.relative(
  path.dirname(require.resolve('@strapi/upload/strapi-server')),
  path.join(__dirname, '..', 'src', 'api', 'file', 'store', 'upload-provider'),
);

export default () => {
  const { mail } = settings();
  return {
    'users-permissions': {
      config: {
        jwtSecret: secrets().jwtSecret,
        // Residents sign in through the portal's OpenID Connect provider, not /api/auth/local.
        register: { allowedFields: [] },
      },
    },
    upload: {
      config: {
        provider: settings().storage === 'database' ? DATABASE_PROVIDER : 'local',
        sizeLimit: MAX_PDF_BYTES,
        breakpoints: {},
        providerOptions: { localServer: { maxage: UPLOADS_MAX_AGE_SECONDS * 1000 } },
      },
    },
    // Strapi's own mail (the admin panel's) goes out through the same server and sender as the portal's (mailer.ts).
    email: mail.smtp
      ? {
          config: {
            provider: 'nodemailer',
            providerOptions: smtpOptions(mail.smtp),
            settings: { defaultFrom: mail.from, defaultReplyTo: mail.from },
          },
        }
      : {},
  };
};
