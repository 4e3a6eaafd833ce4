/**
 * Auth API routes (docs/requirements.md §7.1) under /api/account, plus the e-mail link targets.
 * Public calls are rate limited per address in the database; the others need the
 * provider's bearer token, and each service checks whose account may be touched.
 */
const signedIn = {
  auth: { strategies: ['portal-oidc'] },
  policies: [{ name: 'global::has-audience', config: { audience: 'authenticated' } }],
  middlewares: [{ name: 'api::account.auth-api', config: {} }],
};
const adminOnly = {
  auth: { strategies: ['portal-oidc'] },
  policies: [{ name: 'global::has-audience', config: { audience: 'admin' } }],
  middlewares: [{ name: 'api::account.auth-api', config: {} }],
};
const publicCall = (bucket: string) => ({
  auth: false as const,
  middlewares: [{ name: 'api::account.auth-api', config: { throttle: bucket } }],
});

export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/account/register', handler: 'account.register', config: publicCall('register') },
    { method: 'GET', path: '/account/verifyuser', handler: 'account.verifyUser', config: publicCall('verifyuser') },
    { method: 'POST', path: '/account/forgotpassword', handler: 'account.forgotPassword', config: publicCall('forgot') },
    { method: 'POST', path: '/account/forgotusername', handler: 'account.forgotUsername', config: publicCall('forgot') },
    { method: 'POST', path: '/account/resendverification', handler: 'account.resendVerification', config: publicCall('forgot') },
    { method: 'GET', path: '/account/waiting', handler: 'account.waiting', config: adminOnly },
    { method: 'POST', path: '/account/sendverification', handler: 'account.sendVerification', config: adminOnly },
    { method: 'POST', path: '/account/resetpassword', handler: 'account.resetPassword', config: publicCall('reset') },
    { method: 'POST', path: '/account/resetpassword/check', handler: 'account.checkResetLink', config: publicCall('reset') },
    { method: 'GET', path: '/account/confirm', handler: 'account.confirm', config: publicCall('confirm') },
    { method: 'GET', path: '/account/reportemailchange', handler: 'account.reportEmailChange', config: publicCall('confirm') },
    { method: 'GET', path: '/account/roles', handler: 'account.roles', config: signedIn },
    { method: 'GET', path: '/account/claims', handler: 'account.claims', config: signedIn },
    { method: 'POST', path: '/account/addroles', handler: 'account.addRoles', config: signedIn },
    { method: 'POST', path: '/account/removeroles', handler: 'account.removeRoles', config: signedIn },
    { method: 'POST', path: '/account/addclaims', handler: 'account.addClaims', config: signedIn },
    { method: 'POST', path: '/account/removeclaims', handler: 'account.removeClaims', config: signedIn },
    { method: 'PUT', path: '/account/changepassword', handler: 'account.changePassword', config: signedIn },
    { method: 'PUT', path: '/account/changeemail', handler: 'account.changeEmail', config: signedIn },
    { method: 'GET', path: '/account/twofactor', handler: 'account.twoFactorStatus', config: signedIn },
    { method: 'POST', path: '/account/twofactor/setup', handler: 'account.twoFactorBegin', config: signedIn },
    { method: 'POST', path: '/account/twofactor/confirm', handler: 'account.twoFactorConfirm', config: signedIn },
    { method: 'POST', path: '/account/twofactor/disable', handler: 'account.twoFactorDisable', config: signedIn },
  ],
};
