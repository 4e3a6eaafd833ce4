// strapi.service('api::account.recovery'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { default } from '../../../identity/recovery';
