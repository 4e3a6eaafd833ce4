/**
 * Route policy: the signed-in account must belong to the route's audience
 * (see @hearth/common authorization and docs/authorization.md).
 * Usage: policies: [{ name: 'global::has-audience', config: { audience: 'superUser' } }]
 */
import { allows, type Audience } from '@hearth/common';
import { errors } from '@strapi/utils';

export default (policyContext, config: { audience: Audience }) => {
  const user = policyContext.state.user;
  if (config.audience === 'public') return true;
  if (!user) throw new errors.UnauthorizedError('Login is required to access this area');
  if (!allows(config.audience, user.roles)) throw new errors.ForbiddenError('You are not allowed to do this.');
  return true;
};
