import path from 'node:path';
import { MAX_PDF_BYTES } from '@hearth/common';
import { REPO_ROOT, settings } from '../src/platform/settings';
import { stampSentOrder } from '../src/platform/upload-order';
import { SECURITY_OPTIONS } from '../src/platform/security-headers';

/** The levels that write Strapi's request lines (its logger middleware writes at `http`). */
const LOGS_REQUESTS = new Set(['http', 'debug']);

/**
 * Order matters: the identity provider sees requests before Strapi's body parser
 * (it parses its own forms), the web app is served last for any path nothing else took.
 * A function: each start (tests start several portals in one process) reads its own LOG_LEVEL.
 */
export default () => [
  // GET /_ready, and `Connection: close` on every answer while the process stops (readiness.ts).
  'global::readiness',
  // /API/…, /%61pi/… and the like are /api/… from here on, for every middleware keyed on /api (api-prefix.ts).
  'global::api-prefix',
  // The cached public reads, answered before the rest of the chain when the cache is current (public-reads.ts).
  'global::public-reads',
  // A line per request at the `http` level; below that level it is left out, not written and dropped:
  // winston formats every line before its transport filters it (a tenth of a cached read's time).
  ...(LOGS_REQUESTS.has(settings().server.logLevel) ? ['strapi::logger'] : []),
  // JSON and pages over 1 KB go out brotli/gzip-compressed (koa-compress); static files carry their
  // precompressed copies and the cached public reads their own (web-app.ts, platform/request.ts sendJsonText).
  { name: 'strapi::compression', config: { threshold: 1024 } },
  // Signed-in answers are never cached, refusals and failures included (signed-in-no-store.ts).
  'global::signed-in-no-store',
  // Outside strapi::errors so it sees every formatted 4xx (docs/requirements.md §8: Application-Error header).
  'global::application-error',
  // Outside strapi::errors, so it sees the 404 Strapi gives the panel's AI questions (panel-ai-off.ts).
  'global::panel-ai-off',
  'strapi::errors',
  // Inside strapi::errors: 5xx answers carry a fixed text and the request id, never internal text.
  'global::failure-answers',
  'global::oidc',
  // Its helmet is built once (src/platform/security-headers.ts), shared with global::public-reads.
  { name: 'strapi::security', config: SECURITY_OPTIONS },
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
  // No 'strapi::session': no route reads ctx.session (only users-permissions' /api/connect did, and the
  // portal loads that plugin without its content-API routes: src/extensions/users-permissions). Its
  // factory puts koa-session ahead of the whole chain, where it cost every request ~17 µs, a cached
  // public read 30% of its throughput (bench/README.md).
  // The panel's sessions of board accounts need their portal two-factor code (panel-two-factor.ts).
  'global::panel-two-factor',
  // Directors and administrators in the Strapi panel see no super admin's e-mail, dependency versions or schemas.
  'global::panel-privacy',
  // Strapi's default looks for cms/favicon.png (500 when missing): the web app's icon.
  { name: 'strapi::favicon', config: { path: path.join(REPO_ROOT, 'web', 'public', 'favicon.ico') } },
  // A public upload only archived rows name is not served (archived-uploads.ts).
  'global::archived-uploads',
  // With STORAGE=database, /uploads/... is answered from the database (stored-uploads.ts).
  'global::stored-uploads',
  'strapi::public',
  'global::web-app',
];
