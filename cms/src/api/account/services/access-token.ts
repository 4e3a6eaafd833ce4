// strapi.service('api::account.access-token'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { accessTokenService as default } from '../../../identity/front-door';
