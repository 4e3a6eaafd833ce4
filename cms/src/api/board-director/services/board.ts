/**
 * The board of directors (docs/requirements.md, "Data", "States and transitions", "Validation", "Errors and success messages"): lists, add, update of changed rows, and the
 * director privileges that follow the active flag. Validation and duplicate rules are in
 * director-rules (document-service middleware), so they also hold for admin-panel edits.
 */
import type { Core, Data } from '@strapi/strapi';
import {
  Messages,
  type BoardDirector,
  type BoardSaveResult,
  type DirectorModel,
  type IdentityResult,
  type PrivilegeOutcome,
  displayName,
} from '@hearth/common';
import { badRequest, notFound } from '../../../platform/http-errors';
import { runViaApi } from '../../../platform/portal-context';
import { publicCache } from '../../../platform/public-cache';
import { UID } from '../../../platform/content-registry';
import type { Input, Row } from '../../../platform/rows';
import { serviceOf, type Provides } from '../../../platform/services';
import type { boardRoleService } from '../../board-role/front-door';
/** What the board asks of identity's roles: a director's role follows their seat. */
type Roles = Provides<{
  grant(userId: number, roles: string[]): Promise<IdentityResult>;
  revoke(userId: number, roles: string[]): Promise<IdentityResult>;
}>;

const identityErrors = (errors: { code: string; description: string }[]) => errors.map((e) => `Error: ${e.code} - ${e.description}`);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async list(activeOnly: boolean): Promise<BoardDirector[]> {
    const rows = await strapi.db.query(UID.boardDirector).findMany({
      where: activeOnly ? { archivedAt: { $null: true }, active: true } : { archivedAt: { $null: true } },
      populate: { roles: true, profile: { select: ['id', 'userId', 'userName'] } },
      orderBy: [{ position: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
    });
    return rows.map(serialize);
  },

  /** A list as JSON text, from the versioned cache (directors, roles and profiles bump it). */
  listJson(activeOnly: boolean): Promise<string> {
    return publicCache(strapi).get(UID.boardDirector, activeOnly ? 'active' : 'all', () => this.list(activeOnly));
  },

  /** POST /board/add: every model is created or none; active ones get the director role. */
  async add(models: DirectorModel[]): Promise<BoardSaveResult> {
    const prepared = await this.prepare(models);
    const created = await runViaApi(() =>
      strapi.db.transaction(async () => {
        const out = [];
        for (const { model, data } of prepared) {
          out.push(await strapi.documents(UID.boardDirector).create({ data: { ...data, position: model.position } }));
        }
        return out;
      }),
    );
    const outcome = emptyOutcome();
    for (const director of created) {
      if (director.active) merge(outcome, await this.privilege(director, true));
    }
    return { directors: await this.list(false), ...outcome };
  },

  /**
   * PUT /board/updaterange: only the changed rows are sent. A row not on the board is skipped
   * with the required message among the errors; the others are saved together or not at all, then each is granted
   * or revoked the director role by its active flag.
   */
  async updateRange(models: DirectorModel[]): Promise<BoardSaveResult> {
    const existing = await strapi.db.query(UID.boardDirector).findMany({ select: ['id', 'documentId'] });
    const documentIdOf = new Map(existing.map((r) => [r.id, r.documentId as string]));
    const outcome = emptyOutcome();
    const known = models.filter((m) => {
      if (m.id && documentIdOf.has(m.id)) return true;
      outcome.errors.push(Messages.directorNotInList(displayName(m)));
      return false;
    });
    const prepared = await this.prepare(known);
    const updated = await runViaApi(() =>
      strapi.db.transaction(async () => {
        const out = [];
        for (const { model, data } of prepared) {
          const position = model.position === -1 ? {} : { position: model.position };
          const director = await strapi
            .documents(UID.boardDirector)
            .update({ documentId: documentIdOf.get(model.id)!, data: { ...data, ...position } });
          // Removed since it was read (another request or process).
          if (!director) throw notFound(Messages.notFound);
          out.push(director);
        }
        return out;
      }),
    );
    for (const director of updated) merge(outcome, await this.privilege(director, Boolean(director.active)));
    return { directors: await this.list(false), ...outcome };
  },

  /** POST /board/grant and /board/revoke: privileges of the given directors, with messages. */
  async setPrivileges(ids: number[], grant: boolean): Promise<PrivilegeOutcome> {
    const outcome = emptyOutcome();
    for (const id of ids) {
      const row = await strapi.db.query(UID.boardDirector).findOne({ where: { id } });
      if (!row) outcome.errors.push(`Error: NotFound - ${Messages.notFound}`);
      else if (grant && (!row.active || row.archivedAt))
        outcome.errors.push(`Error: DirectorInactive - ${Messages.directorInactive(displayName(row))}`);
      else merge(outcome, await this.privilege(row, grant));
    }
    return outcome;
  },

  /** Grants or revokes `director` on the account the board row is linked to (never a name match). */
  async privilege(
    director: { id: Data.ID; firstName?: string | null; lastName?: string | null },
    grant: boolean,
  ): Promise<PrivilegeOutcome> {
    const name = displayName(director);
    const row = await strapi.db
      .query(UID.boardDirector)
      .findOne({ where: { id: director.id }, populate: { profile: { select: ['id', 'userId'] } } });
    return this.privilegeOf(name, row?.profile?.userId ?? null, grant);
  },

  /** Grants or revokes `director` on a linked account (null: the row names nobody yet). */
  async privilegeOf(name: string, userId: number | null, grant: boolean): Promise<PrivilegeOutcome> {
    if (!userId) return { messages: [], errors: [`Error: UserNotLinked - ${Messages.directorNotLinked(name)}`] };
    const roles = serviceOf<Roles>(strapi, 'api::account.roles');
    const result = grant ? await roles.grant(userId, ['director']) : await roles.revoke(userId, ['director']);
    if (!result.succeeded) return { messages: [], errors: identityErrors(result.errors) };
    // result.messages / result.errors (code ContentEditor): what the admin-panel account did (docs/maintaining-content.md).
    return {
      messages: [grant ? Messages.directorGranted(name) : Messages.directorRevoked(name), ...(result.messages ?? [])],
      errors: identityErrors(result.errors),
    };
  },

  /** Field data of each model, with its roles resolved; unknown roles are bad input. */
  async prepare(models: DirectorModel[]) {
    const roleService = serviceOf<typeof boardRoleService>(strapi, UID.boardRole);
    const out: { model: DirectorModel; data: Omit<Input<typeof UID.boardDirector>, 'position'> }[] = [];
    for (const model of models) {
      const roleDocumentIds = await roleService.documentIds(model.roles as number[]);
      if (!roleDocumentIds) throw badRequest(Messages.rolesRequired);
      out.push({
        model,
        data: {
          firstName: model.firstName,
          lastName: model.lastName,
          unitNumber: model.unitNumber,
          phone: model.phone,
          email: model.email,
          active: model.active,
          roles: { set: roleDocumentIds.map((documentId: string) => ({ documentId })) },
        },
      });
    }
    return out;
  },
});

const emptyOutcome = (): PrivilegeOutcome => ({ messages: [], errors: [] });
function merge(into: PrivilegeOutcome, from: PrivilegeOutcome) {
  into.messages.push(...from.messages);
  into.errors.push(...from.errors);
}

function serialize(row: Row<typeof UID.boardDirector>): BoardDirector {
  const roles = [...(row.roles ?? [])].sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.id - b.id);
  return {
    id: row.id,
    userId: row.profile?.userId ?? null,
    userName: row.profile?.userName ?? null,
    firstName: row.firstName,
    lastName: row.lastName,
    unitNumber: row.unitNumber,
    phone: row.phone,
    email: row.email,
    position: row.position,
    roles: roles.map((r) => ({ id: r.id, role: r.role })),
    active: Boolean(row.active),
  };
}
