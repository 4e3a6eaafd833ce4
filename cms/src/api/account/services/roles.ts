// strapi.service('api::account.roles'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { rolesService as default } from '../../../identity/front-door';
