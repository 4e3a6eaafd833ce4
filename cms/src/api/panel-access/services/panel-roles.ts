/**
 * The two admin-panel roles the portal owns (docs/maintaining-content.md): "Board Director" and "Portal Administrator".
 * They are created when missing and their permissions are re-applied on every start, so a role
 * always grants exactly what is written here: the portal's content (create, read, update, delete),
 * units (read; administrators also update), residents' profiles (administrators only: read, update)
 * and the media-library actions needed to attach pictures — minutes only for those who may read
 * them (minutes-condition.ts) — never admin users or roles, settings, plugins, API tokens, login
 * records or page logs.
 * The super-admin role is never given by the portal.
 */
import type { Core } from '@strapi/strapi';
import { LOCALES, type Role } from '@hearth/common';
import { contentList, UID } from '../../../platform/content-registry';
import { MINUTES_CONDITION } from '../minutes-condition';
import { isLocalized } from '../../../platform/content-languages';

/** Portal content a director maintains in the panel, as in the custom admin screens (content-registry.ts, panel). */
const PORTAL_CONTENT_TYPES = contentList().flatMap((c) => (c.panel === 'edit' ? [c.uid] : []));
/** Content directors read in the panel and administrators also update. */
const READ_IN_PANEL = contentList().flatMap((c) => (c.panel === 'read' ? [c.uid] : []));
/** Content only administrators read and update in the panel: residents' profiles. */
const ADMINS_ONLY = contentList().flatMap((c) => (c.panel === 'admin' ? [c.uid] : []));

const explorer = (verb: 'create' | 'read' | 'update' | 'delete') => `plugin::content-manager.explorer.${verb}`;
const CRUD = (['create', 'read', 'update', 'delete'] as const).map(explorer);

/** What Strapi's own Editor role gets from the media library: browse, upload, edit info, download, copy link. */
const MEDIA_LIBRARY_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

export interface PanelRoleDefinition {
  code: string;
  name: string;
  description: string;
  /** content type uid → content-manager actions on it */
  content: Record<string, string[]>;
  /** content type uid → fields this role may not see or edit */
  withoutFields?: Record<string, string[]>;
}

const contentCrud = Object.fromEntries(PORTAL_CONTENT_TYPES.map((uid) => [uid, CRUD]));

export const PANEL_ROLES = {
  director: {
    code: 'hearth-board-director',
    name: 'Board Director',
    description:
      'Board directors: maintain the portal content (board, documents, news, FAQs, managers, settings) and read the units. Managed by the portal: changes here are reset on restart.',
    content: { ...contentCrud, ...Object.fromEntries(READ_IN_PANEL.map((uid) => [uid, [explorer('read')]])) },
    // Whether the board must use two-factor sign-in is the administrators' call.
    withoutFields: { [UID.siteSetting]: ['twoFactorForBoard'] },
  },
  admin: {
    code: 'hearth-portal-administrator',
    name: 'Portal Administrator',
    description:
      'Portal administrators: everything a board director may do, plus updating user profiles. Managed by the portal: changes here are reset on restart.',
    content: {
      ...contentCrud,
      ...Object.fromEntries([...READ_IN_PANEL, ...ADMINS_ONLY].map((uid) => [uid, [explorer('read'), explorer('update')]])),
    },
  },
} satisfies Record<string, PanelRoleDefinition>;

export type PanelRoleKey = keyof typeof PANEL_ROLES;

export const MANAGED_ROLE_CODES: string[] = Object.values(PANEL_ROLES).map((r) => r.code);

/** What decides whether a portal account may use the admin panel. */
export interface PanelCandidate {
  roles: Role[];
  blocked: boolean;
  /** Its profile was removed (DELETE /api/profile/delete/{id}). */
  removed: boolean;
}

/**
 * The one rule of who may use the admin panel and as what (docs/maintaining-content.md): an account
 * that is neither blocked nor removed, holding admin (which wins) or director; nobody otherwise.
 */
export function panelRoleFor(account: PanelCandidate): PanelRoleKey | null {
  if (account.blocked || account.removed) return null;
  if (account.roles.includes('admin')) return 'admin';
  if (account.roles.includes('director')) return 'director';
  return null;
}

interface PermissionInput {
  action: string;
  subject?: string | null;
  properties?: Record<string, unknown>;
  conditions?: string[];
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** The permissions of one role, built with Strapi's own helper so every field (and component field) is included. */
  permissionsFor(definition: PanelRoleDefinition): PermissionInput[] {
    const { actionProvider } = strapi.service('admin::permission');
    const contentTypeService = strapi.service('admin::content-type');
    const permissions: PermissionInput[] = [];
    for (const action of actionProvider.values()) {
      const allowedSubjects = Object.entries(definition.content)
        .filter(([, actions]) => actions.includes(action.actionId))
        .map(([uid]) => uid);
      if (!allowedSubjects.length) continue;
      const restrictedSubjects = (action.subjects ?? []).filter((subject: string) => !allowedSubjects.includes(subject));
      permissions.push(...contentTypeService.getPermissionsWithNestedFields([action], { restrictedSubjects }));
    }
    for (const permission of permissions) {
      if (permission.subject === UID.document) permission.conditions = [MINUTES_CONDITION];
      const hidden = permission.subject ? definition.withoutFields?.[permission.subject] : undefined;
      const fields = permission.properties?.fields;
      if (hidden && Array.isArray(fields))
        permission.properties = { ...permission.properties, fields: fields.filter((f: string) => !hidden.includes(f)) };
      // A localized type's permission names its languages (Strapi i18n): without them it would reach none.
      if (permission.subject && isLocalized(strapi, permission.subject))
        permission.properties = { ...permission.properties, locales: [...LOCALES] };
    }
    permissions.push(...MEDIA_LIBRARY_ACTIONS.map((action) => ({ action, subject: null, properties: {}, conditions: [] })));
    return permissions;
  },

  /** Creates the portal's panel roles when missing and (re)applies exactly their permissions. */
  async ensure(): Promise<void> {
    const roleService = strapi.service('admin::role');
    for (const definition of Object.values(PANEL_ROLES)) {
      let role = await roleService.findOne({ code: definition.code });
      if (!role) {
        // A hand-made role may already use the name; role names must be unique.
        const name = (await roleService.exists({ name: definition.name })) ? `${definition.name} (portal)` : definition.name;
        role = await roleService.create({ name, code: definition.code, description: definition.description });
      }
      await roleService.assignPermissions(role.id, this.permissionsFor(definition));
    }
  },

  /** The database id of a managed panel role. */
  async roleId(key: PanelRoleKey): Promise<number> {
    const role = await strapi.service('admin::role').findOne({ code: PANEL_ROLES[key].code });
    if (!role) throw new Error(`The admin-panel role ${PANEL_ROLES[key].name} is missing: it is created on start.`);
    return role.id;
  },
});
