// strapi.service('api::account.registration'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { registrationService as default } from '../../../identity/front-door';
