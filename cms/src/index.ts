import type { Core } from '@strapi/strapi';
import { registerPortal } from './app/register';
import { bootstrapPortal } from './app/bootstrap';
import { forgetSettings } from './platform/settings';
import { drainHttp, trackConnections } from './platform/graceful-stop';
import { schedulerOf } from './platform/scheduler';
import { serviceOf } from './platform/services';
import type { OutboxLifecycle } from './api/notice/front-door';

export default {
  /** Before the app starts: auth strategy, document-service rules, the PostgreSQL start lock. */
  async register({ strapi }: { strapi: Core.Strapi }) {
    trackConnections(strapi.server.httpServer); // for the stop (platform/graceful-stop.ts)
    await registerPortal(strapi);
  },
  /** After the database is ready: indexes, seed, identity keys. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapPortal(strapi);
  },
  /**
   * On SIGTERM (Strapi calls destroy), before Strapi closes the server and the database: /_ready turns 503,
   * the requests in flight finish (platform/graceful-stop.ts), then this process's scheduled jobs and
   * notice rounds stop (their timers cleared; a round under way finishes).
   */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await drainHttp(strapi);
    await schedulerOf(strapi).stop();
    await serviceOf<OutboxLifecycle>(strapi, 'api::notice.notice')?.stop();
    forgetSettings(); // the next start in this process (tests) reads the environment afresh
  },
};
