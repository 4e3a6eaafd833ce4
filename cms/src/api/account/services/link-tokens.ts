// strapi.service('api::account.link-tokens'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { linkTokensService as default } from '../../../identity/front-door';
