import type { Core } from '@strapi/strapi';
import { secrets } from '../src/platform/runtime';
import { MAX_PDF_BYTES } from '@hearth/common';

export default ({ env }: Core.Config.Shared.ConfigParams) => ({
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
  email: env('SMTP_HOST')
    ? {
        config: {
          provider: 'nodemailer',
          providerOptions: {
            host: env('SMTP_HOST'),
            port: env.int('SMTP_PORT', 587),
            secure: env.bool('SMTP_SECURE', false),
            auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASSWORD') } : undefined,
          },
          settings: { defaultFrom: env('MAIL_FROM', 'portal@localhost'), defaultReplyTo: env('MAIL_FROM', 'portal@localhost') },
        },
      }
    : {},
});
