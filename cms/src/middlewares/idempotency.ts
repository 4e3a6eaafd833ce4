/** Route middleware of the add calls: Idempotency-Key (see platform/idempotency.ts). */
import { idempotencyMiddleware } from '../platform/idempotency';

export default (_config, { strapi }) => idempotencyMiddleware(strapi);
