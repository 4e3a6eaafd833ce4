// strapi.service('api::account.mailer'): the identity provider's service lives with it in src/identity (docs/identity.md).
export { default } from '../../../identity/mailer';
