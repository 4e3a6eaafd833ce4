// strapi.service('api::account.two-factor'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { default } from '../../../identity/two-factor';
