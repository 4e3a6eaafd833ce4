// strapi.service('api::account.accounts'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { accountsService as default } from '../../../identity/front-door';
