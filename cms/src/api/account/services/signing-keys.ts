// strapi.service('api::account.signing-keys'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { signingKeysService as default } from '../../../identity/front-door';
