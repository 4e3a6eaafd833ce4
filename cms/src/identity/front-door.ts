/**
 * The front door of the identity module: exactly what other modules use of it. Another module imports only
 * this file, never one behind it (the import-boundary check in lint; docs/architecture.md, "Layers").
 */
export { default as accessTokenService } from './access-token';
export { targetAccount } from './access';
export { accountEmailOf, accountRoles, mailableAccounts } from './account-reads';
export { USER_UID, default as accountsService, normaliseRoles, superUserAddresses } from './accounts';
export type { PortalUser } from './accounts';
export { registerAuthStrategy, userFromRequest } from './auth-strategy';
export { default as claimsService } from './claims';
export { RecentLoginRequiredError, default as credentialsService, recentLoginSeconds } from './credentials';
export { default as identityProviderService } from './identity-provider';
export { default as linkTokensService } from './link-tokens';
export { escapeHtml } from './pages';
export { provideProfileReads } from './profile-reads';
export { LIMITS, consumeOrThrow, enforceRate } from './rate-limit';
export { default as recoveryService } from './recovery';
export { ConflictError, default as registrationService } from './registration';
export { default as rolesService } from './roles';
export { afterPasswordWrite, grantOf, setsPassword } from './sessions';
export { default as signingKeysService } from './signing-keys';
export { guardedCodeAttempt } from './two-factor-guesses';
export { default as twoFactorService } from './two-factor';
export { IDENTITY_MAIL_KINDS } from './mail-kinds';
