import { MAX_PDF_BYTES } from '@hearth/common';
import { secrets } from '../src/platform/runtime';
import { settings } from '../src/platform/settings';
import { smtpOptions } from '../src/identity/mailer';

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
        provider: 'local',
        sizeLimit: MAX_PDF_BYTES,
        breakpoints: {},
        providerOptions: { localServer: { maxage: 300000 } },
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
