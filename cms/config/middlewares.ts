import path from 'node:path';
import { MAX_PDF_BYTES } from '@hearth/common';
import { REPO_ROOT } from '../src/platform/runtime';
import { stampSentOrder } from '../src/platform/upload-order';

/**
 * Order matters: the identity provider sees requests before Strapi's body parser
 * (it parses its own forms), the web app is served last for any path nothing else took.
 */
export default [
  'strapi::logger',
  // Outside strapi::errors so it sees every formatted 4xx (spec 8: Application-Error header).
  'global::application-error',
  'strapi::errors',
  'global::oidc',
  {
    name: 'strapi::security',
    config: {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'connect-src': ["'self'", 'https:'],
          'img-src': ["'self'", 'data:', 'blob:', 'https://market-assets.strapi.io'],
          'media-src': ["'self'", 'data:', 'blob:'],
          'frame-src': ["'self'"],
          'frame-ancestors': ["'self'"],
          'form-action': ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      frameguard: { action: 'sameorigin' },
    },
  },
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'global::anti-forgery',
  // jsonStrict off: POST /api/profile/recordlogin's body is a bare user id (spec 7.2); every route
  // still checks its body's shape with a schema.
  // Multipart temp files of refused requests are removed too (upload-cleanup.ts); no upload may
  // exceed the largest portal limit by much, so an anonymous 200 MB post is cut short.
  'global::upload-cleanup',
  { name: 'strapi::body', config: { jsonStrict: false, formidable: { maxFileSize: MAX_PDF_BYTES + 5 * 1024 * 1024, onFileBegin: stampSentOrder } } },
  'strapi::session',
  // Strapi's default looks for cms/favicon.png (500 when missing): the web app's icon.
  { name: 'strapi::favicon', config: { path: path.join(REPO_ROOT, 'web', 'public', 'favicon.ico') } },
  'strapi::public',
  'global::web-app',
];
