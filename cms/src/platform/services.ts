/**
 * The portal's own services, typed by their modules: Strapi's registry types every service as
 * a bag of `any`, so a caller names the module whose factory made it.
 */
import type { Core, UID } from '@strapi/strapi';

type ServiceFactory = (deps: { strapi: Core.Strapi }) => object;

export const serviceOf = <F extends ServiceFactory>(strapi: Core.Strapi, uid: UID.Service): ReturnType<F> =>
  strapi.service(uid) as ReturnType<F>;
