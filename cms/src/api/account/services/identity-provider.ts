// strapi.service('api::account.identity-provider'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { identityProviderService as default } from '../../../identity/front-door';
