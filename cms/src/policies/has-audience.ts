/**
 * Route policy: the signed-in account must belong to the route's audience
 * (see @hearth/common authorization and docs/authorization.md).
 * Usage: policies: [{ name: 'global::has-audience', config: { audience: 'superUser' } }]
 */
import { allows, Messages, type Audience } from '@hearth/common';
import { policyRefusal, unauthorized } from '../platform/http-errors';
import type { Context } from 'koa';

export default (policyContext: Context, config: { audience: Audience }) => {
  const user = policyContext.state.user;
  if (config.audience === 'public') return true;
  if (!user) throw unauthorized(Messages.unauthenticated);
  if (!allows(config.audience, user.roles)) {
    throw policyRefusal(Messages.forbidden);
  }
  return true;
};
