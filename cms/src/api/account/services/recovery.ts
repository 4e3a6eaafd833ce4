// strapi.service('api::account.recovery'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { recoveryService as default } from '../../../identity/front-door';
