// strapi.service('api::account.two-factor'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { twoFactorService as default } from '../../../identity/front-door';
