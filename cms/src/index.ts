import type { Core } from '@strapi/strapi';
import { registerPortal } from './platform/register';
import { bootstrapPortal } from './platform/bootstrap';
import { forgetSettings } from './platform/settings';

export default {
  /** Before the app starts: auth strategy, document-service rules, the PostgreSQL start lock. */
  async register({ strapi }: { strapi: Core.Strapi }) {
    await registerPortal(strapi);
  },
  /** After the database is ready: indexes, seed, identity keys. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrapPortal(strapi);
  },
  /** Before the database closes: this process's notice rounds stop (a round under way finishes). */
  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await strapi.service('api::notice.notice')?.stop();
    await strapi.service('api::amenity.booking-mails')?.stop();
    forgetSettings(); // the next start in this process (tests) reads the environment afresh
  },
};
