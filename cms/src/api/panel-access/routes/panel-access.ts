/**
 * Re-sending a content editor invitation (after a mail failure the invitation "can be
 * re-sent"): POST /api/panel-access/resend-invitation {userId} → {messages, errors}, for admins and directors.
 */
export default {
  routes: [
    {
      method: 'POST',
      path: '/panel-access/resend-invitation',
      handler: 'panel-access.resendInvitation',
      config: { auth: { strategies: ['portal-oidc'] }, policies: [{ name: 'global::has-audience', config: { audience: 'superUser' } }] },
    },
  ],
};
