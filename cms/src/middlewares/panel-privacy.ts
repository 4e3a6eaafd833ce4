/**
 * What the Strapi panel tells a panel user who is not a super admin (a director or an administrator
 * of the portal, docs/maintaining-content.md): /admin/information without dependency and Node.js
 * versions, /admin/guided-tour-meta without the content types' schemas (the guided tour is the
 * super admin's), and content-manager answers without the e-mail of the panel user who created or
 * updated an item (the name stays). Strapi's handlers have no setting for this, so the answer is
 * trimmed on its way out. The home page's project statistics (counts of API tokens, admin users,
 * webhooks; Strapi shows the widget to super admins only) are refused them (403).
 */
import type { Core } from '@strapi/strapi';
import { Messages } from '@hearth/common';
import { forbidden } from '../platform/http-errors';

const SUPER_ADMIN_CODE = 'strapi-super-admin';
const AUTHOR_FIELDS = new Set(['createdBy', 'updatedBy']);

interface PanelUser {
  roles?: { code?: string }[];
}
type Answer = { data?: Record<string, unknown> } & Record<string, unknown>;

const KEY_STATISTICS = '/admin/homepage/key-statistics';

const isPanelCall = (path: string) =>
  path === '/admin/information' || path === '/admin/guided-tour-meta' || path === KEY_STATISTICS || path.startsWith('/content-manager/');

/** A copy of the answer with no e-mail in any createdBy/updatedBy, however deep. */
function withoutAuthorEmails(value: unknown, depth = 0): unknown {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withoutAuthorEmails(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (AUTHOR_FIELDS.has(key) && inner && typeof inner === 'object' && !Array.isArray(inner)) {
        const { email: _email, ...author } = inner as Record<string, unknown>;
        return [key, author];
      }
      return [key, withoutAuthorEmails(inner, depth + 1)];
    }),
  );
}

function trimmed(path: string, body: Answer): unknown {
  if (path === '/admin/information' && body.data) {
    const { dependencies: _dependencies, nodeVersion: _nodeVersion, ...data } = body.data;
    return { ...body, data };
  }
  if (path === '/admin/guided-tour-meta' && body.data) return { ...body, data: { ...body.data, schemas: {} } };
  return withoutAuthorEmails(body);
}

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  await next();
  if (!isPanelCall(ctx.path)) return;
  const body = ctx.body as Answer | undefined;
  const user = ctx.state.user as PanelUser | undefined;
  // Only JSON answers to a panel user (ctx.state.user of the admin strategy carries role objects).
  if (!body || typeof body !== 'object' || Buffer.isBuffer(body) || 'pipe' in body || !Array.isArray(user?.roles)) return;
  if (user.roles.some((role) => role.code === SUPER_ADMIN_CODE)) return;
  if (ctx.path === KEY_STATISTICS) throw forbidden(Messages.forbidden);
  ctx.body = trimmed(ctx.path, body);
};
