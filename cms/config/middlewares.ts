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
  // JSON and pages over 1 KB go out brotli/gzip-compressed (koa-compress); static files carry their
  // precompressed copies and the cached public reads their own (web-app.ts, public-fast-path.ts).
  { name: 'strapi::compression', config: { threshold: 1024 } },
  // Outside strapi::errors so it sees every formatted 4xx (docs/requirements.md §8: Application-Error header).
  'global::application-error',
  'strapi::errors',
  // Inside strapi::errors: 5xx answers carry a fixed text and the request id, never internal text.
  'global::failure-answers',
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
  // Credentials for the portal's own origin and CORS_ORIGINS only (src/platform/origins.ts).
  'strapi::cors',
  'strapi::query',
  'global::anti-forgery',
  // Multipart temp files of refused requests are removed too (upload-cleanup.ts); no upload may
  // exceed the largest portal limit by much, so an anonymous 200 MB post is cut short.
  'global::upload-cleanup',
  // Strapi's body parser, behind the portal's gate under /api (api-gate.ts): undeclared calls are
  // refused before their body is read, JSON calls parse JSON only, with limits by kind of call.
  {
    name: 'strapi::body',
    config: { jsonStrict: false, formidable: { maxFileSize: MAX_PDF_BYTES + 5 * 1024 * 1024, onFileBegin: stampSentOrder } },
  },
  'strapi::session',
  // The panel's sessions of board accounts need their portal two-factor code (panel-two-factor.ts).
  'global::panel-two-factor',
  // Directors and administrators in the Strapi panel see no super admin's e-mail, dependency versions or schemas.
  'global::panel-privacy',
  // Strapi's default looks for cms/favicon.png (500 when missing): the web app's icon.
  { name: 'strapi::favicon', config: { path: path.join(REPO_ROOT, 'web', 'public', 'favicon.ico') } },
  // A public upload only archived rows name is not served (archived-uploads.ts).
  'global::archived-uploads',
  'strapi::public',
  'global::web-app',
];
