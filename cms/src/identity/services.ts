/**
 * The identity provider and its accounts, tokens, keys and mail live in this folder; the Auth API's
 * controller, routes and route middleware stay in src/api/account, where Strapi finds them. Strapi
 * reads an API's services from its services/ folder only, so this folder's services are registered
 * under the same names by hand: strapi.service('api::account.credentials') and the like.
 */
import type { Core } from '@strapi/strapi';
import accessToken from './access-token';
import accounts from './accounts';
import claims from './claims';
import credentials from './credentials';
import identityProvider from './identity-provider';
import linkTokens from './link-tokens';
import mailer from './mailer';
import recovery from './recovery';
import registration from './registration';
import roles from './roles';
import signingKeys from './signing-keys';
import twoFactor from './two-factor';

const IDENTITY_SERVICES = {
  'access-token': accessToken,
  accounts,
  claims,
  credentials,
  'identity-provider': identityProvider,
  'link-tokens': linkTokens,
  mailer,
  recovery,
  registration,
  roles,
  'signing-keys': signingKeys,
  'two-factor': twoFactor,
};

/** register(): before any controller, middleware or bootstrap step looks one up. */
export function registerIdentityServices(strapi: Core.Strapi): void {
  strapi.get('services').add('api::account', IDENTITY_SERVICES);
}
