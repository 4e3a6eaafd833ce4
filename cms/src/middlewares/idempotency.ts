/** Route middleware of the add calls: Idempotency-Key (see platform/idempotency.ts). */
import { idempotencyMiddleware } from '../platform/idempotency';
import type { Core } from '@strapi/strapi';

export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => idempotencyMiddleware(strapi);
