/**
 * The portal's own services, typed by their modules: Strapi's registry types every service as
 * a bag of `any`, so a caller names the module whose factory made it.
 */
import type { Core, UID } from '@strapi/strapi';

type ServiceFactory = (deps: { strapi: Core.Strapi }) => object;

/**
 * A service of a module above the caller, typed by what the caller asks of it: a lower module names
 * the port it needs and never imports the module that provides it (docs/architecture.md, "Layers").
 */
export type Provides<T extends object> = (deps: { strapi: Core.Strapi }) => T;

export const serviceOf = <F extends ServiceFactory>(strapi: Core.Strapi, uid: UID.Service): ReturnType<F> =>
  strapi.service(uid) as ReturnType<F>;
