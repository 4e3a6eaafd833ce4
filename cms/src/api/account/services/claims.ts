// strapi.service('api::account.claims'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { claimsService as default } from '../../../identity/front-door';
