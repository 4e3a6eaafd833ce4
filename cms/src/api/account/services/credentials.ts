// strapi.service('api::account.credentials'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { credentialsService as default } from '../../../identity/front-door';
