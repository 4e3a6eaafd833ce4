/**
 * The activity record (docs/api.md, "Activity record"): one append-only row per create, update or delete of
 * content, the board, profiles, accounts (roles, e-mail, password, verification) and admin-panel
 * accounts, whoever made it and through whichever surface.
 *
 * Why database lifecycles rather than the document-service middleware: roles, passwords and
 * admin-panel accounts are written with `strapi.db.query`, which the document service never
 * sees; every write of both kinds passes the lifecycles exactly once. The row is inserted in the
 * write's own transaction (when there is one), so a refused write leaves no record.
 * Who: the Koa request being served (strapi.requestContext): the portal's bearer account or the
 * admin panel's user; no request means the system itself (seed, start-up reconciliation).
 */
import type { Core, UID } from '@strapi/strapi';
import { AsyncLocalStorage } from 'node:async_hooks';
import { REDACTED, type ActivityChange, type ActivityEntry, type ActivityKind, type ActivitySurface } from '@hearth/common';
import { contentList } from './content-registry';
import { settings } from './settings';

export const ACTIVITY_TABLE = 'hearth_activity';

/**
 * The recorded tables: the portal's content (content-registry.ts, activity) and the accounts.
 * Sign-ins and page visits are the logins report's, not recorded here.
 */
export const ACTIVITY_MODELS: Record<string, ActivityKind> = {
  ...Object.fromEntries(contentList().flatMap((c) => (c.activity ? [[c.uid, c.activity]] : []))),
  'plugin::users-permissions.user': 'account',
  'admin::user': 'panelAccount',
};

/** Bookkeeping columns, never a change of their own (tokensValidAfter moves with a password change, recorded itself). */
const IGNORED = new Set([
  'id',
  'documentId',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'createdBy',
  'updatedBy',
  'locale',
  'localizations',
  'tokensValidAfter',
]);
/** Values never stored: only that they changed. */
const SECRET = /password|token|secret|hash|salt|otp|totp|recovery/i;
const MAX_VALUE = 500;

const DAY_MS = 86_400_000;
const retentionDays = () => settings().activityRetentionDays;

type Row = Record<string, unknown>;
/** The recorded models are content types (the lifecycles are subscribed for these only). */
const isRecorded = (uid: string): uid is UID.ContentType => uid in ACTIVITY_MODELS;
interface Actor {
  surface: ActivitySurface;
  actorId: number | null;
  actorName: string;
}

const titleOf = (kind: ActivityKind, row: Row): string => {
  if (kind === 'settings') return 'Site settings';
  if (kind === 'panelAccount') return String(row.email ?? '').slice(0, 255);
  const name = [row.firstName, row.lastName].filter(Boolean).join(' ');
  // Text fields only: `role` is a board role's name but an account's populated role.
  const title = [row.title, row.question, row.name, row.role, row.username, name, row.email].find((v) => typeof v === 'string' && v !== '');
  return String(title ?? '').slice(0, 255);
};

/** A value as stored in the record: comparable JSON, long texts shortened. */
const isRelation = (value: unknown): value is Row => typeof value === 'object' && value !== null && !Array.isArray(value) && 'id' in value;
/** A related row (a director's board roles, an account's role) is shown by its name. */
const named = (value: unknown): unknown => {
  if (isRelation(value))
    return value.name ?? value.title ?? value.role ?? value.body ?? value.username ?? value.userName ?? value.email ?? value.id;
  if (Array.isArray(value) && value.every(isRelation)) return value.map(named);
  return value;
};
/** null, '' and empty lists are all "nothing": a write that turns one into another changes nothing. */
const normal = (value: unknown): unknown => {
  const v = named(value instanceof Date ? value.toISOString() : value);
  return v === undefined || v === '' || (Array.isArray(v) && v.length === 0) ? null : v;
};

const shown = (value: unknown): unknown => {
  if (typeof value === 'string' && value.length > MAX_VALUE) return `${value.slice(0, MAX_VALUE)}…`;
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : value;
  }
  return value ?? null;
};

/** The fields that differ, before and after; a secret's values are replaced by REDACTED. */
function changedFields(before: Row | null, after: Row | null) {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: { field: string; before: unknown; after: unknown }[] = [];
  for (const field of fields) {
    if (IGNORED.has(field)) continue;
    const a = normal(before?.[field]);
    const b = normal(after?.[field]);
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    if (SECRET.test(field)) changes.push({ field, before: a === null ? null : REDACTED, after: b === null ? null : REDACTED });
    else changes.push({ field, before: shown(a), after: shown(b) });
  }
  return changes;
}

type Action = ActivityEntry['action'];

/** Who is writing: the request being served, its surface and person. */
async function actor(strapi: Core.Strapi): Promise<Actor> {
  const ctx = strapi.requestContext.get() as { path?: string; state?: { user?: Row; auth?: { strategy?: { name?: string } } } } | undefined;
  if (!ctx) return { surface: 'system', actorId: null, actorName: 'system' };
  const user = ctx.state?.user;
  const panel = ctx.state?.auth?.strategy?.name === 'admin' || (!!ctx.path && /^\/(admin|content-manager|upload)(\/|$)/.test(ctx.path));
  if (panel) {
    if (!user) return { surface: 'admin panel', actorId: null, actorName: 'admin panel' };
    // A director's or admin's panel user carries the e-mail of their portal account: recorded
    // under the portal user name, so one person is one name on both surfaces.
    const email = String(user.email ?? '').toLowerCase();
    const account = email
      ? await strapi.db.query('plugin::users-permissions.user').findOne({ where: { email }, select: ['id', 'username'] })
      : null;
    return {
      surface: 'admin panel',
      actorId: Number(user.id),
      actorName: String(account?.username ?? (email || user.username || user.id)),
    };
  }
  if (user) return { surface: 'portal', actorId: Number(user.id), actorName: String(user.username ?? user.id) };
  return { surface: 'portal', actorId: null, actorName: 'visitor' };
}

/** Inserts entries, inside the current write's transaction when there is one (SQLite has a single connection). */
async function insertEntries(
  strapi: Core.Strapi,
  entries: { kind: ActivityKind; action: Action; item: Row; changes: ActivityChange[] }[],
  who?: Actor,
) {
  if (!entries.length) return;
  who ??= await actor(strapi);
  const at = Date.now();
  const rows = entries.map(({ kind, action, item, changes }) => ({
    occurred_at: at,
    surface: who.surface,
    actor_id: who.actorId,
    actor_name: who.actorName.slice(0, 255),
    kind,
    action,
    item_id: String(item.id ?? ''),
    item_title: titleOf(kind, item),
    changes: JSON.stringify(changes),
  }));
  await strapi.db.transaction(async ({ trx }) => {
    await trx(ACTIVITY_TABLE).insert(rows);
  });
}

/**
 * A change kept outside the recorded tables (an account's two-factor sign-in turned on or off):
 * recorded under the account, by the request's person, with the given fields (never a secret).
 * On the provider's sign-in page nobody is signed in yet: the account itself made the change.
 */
export async function recordAccountChange(strapi: Core.Strapi, userId: number, changes: ActivityChange[]): Promise<void> {
  const item = (await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { id: userId }, select: ['id', 'username', 'email'] })) as Row | null;
  if (!item) return;
  let who = await actor(strapi);
  if (who.surface === 'portal' && who.actorId === null)
    who = { surface: 'portal', actorId: Number(item.id), actorName: String(item.username) };
  await insertEntries(strapi, [{ kind: 'account', action: 'update', item, changes }], who);
}

/** Values of repeatable components (an FAQ's detail lines) before a write, by `uid#id` (see registerActivityRecord). */
const componentsBefore = new AsyncLocalStorage<Map<string, Row>>();

export function registerActivityRecord(strapi: Core.Strapi): void {
  async function record(uid: string, action: 'create' | 'update' | 'delete', pairs: [Row | null, Row | null][]) {
    const kind = ACTIVITY_MODELS[uid];
    const entries = pairs.flatMap(([before, after]) => {
      const changes = changedFields(before, after);
      if (action === 'update' && changes.length === 0) return []; // nothing of note changed
      // Archiving is an update of archivedAt (with a board row's active flag): named as such.
      const archiving =
        action === 'update' &&
        changes.some((c) => c.field === 'archivedAt') &&
        changes.every((c) => ['archivedAt', 'active'].includes(c.field));
      return [
        { kind, action: archiving ? (after?.archivedAt ? 'archive' : 'restore') : action, item: (after ?? before)!, changes },
      ] as const;
    });
    await insertEntries(strapi, [...entries]);
  }

  const query = (uid: string) => {
    if (!isRecorded(uid)) throw new Error(`${uid} is not a recorded model`);
    return strapi.db.query(uid);
  };
  const idsOf = (result: unknown): number[] => {
    const ids = (result as { ids?: unknown[] } | null)?.ids;
    return Array.isArray(ids) ? ids.map(Number) : [];
  };
  type Event = { model: { uid: string }; params: { where?: Row }; state: Row; result?: unknown };
  // Relations one level deep, so a change of a director's roles or an account's role shows, and
  // components (an FAQ's detail lines) shown by their values, without their ids.
  const shapes = new Map<string, { relations: string[]; components: string[] }>();
  const shapeOf = (uid: string) => {
    if (!shapes.has(uid)) {
      const attributes: Record<string, { type: string }> = isRecorded(uid) ? strapi.getModel(uid).attributes : {};
      const named = (type: string) =>
        Object.entries(attributes)
          .filter(([, a]) => a.type === type)
          .map(([name]) => name);
      shapes.set(uid, { relations: named('relation'), components: named('component') });
    }
    return shapes.get(uid)!;
  };
  const populate = (uid: string) => {
    const { relations, components } = shapeOf(uid);
    return Object.fromEntries([...relations, ...components].map((name) => [name, true as const]));
  };
  const valuesOnly = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(valuesOnly);
    if (value === null || typeof value !== 'object') return value;
    const { id: _id, ...values } = value as Row;
    return values;
  };
  const shaped = (uid: string, rows: Row[], before?: Map<string, Row>) => {
    const { components } = shapeOf(uid);
    for (const row of rows) {
      const kept = before?.get(`${uid}#${row.id}`);
      for (const name of components) row[name] = kept ? kept[name] : valuesOnly(row[name]);
    }
    return rows;
  };
  const rowsById = async (uid: string, ids: number[]) =>
    ids.length ? shaped(uid, (await query(uid).findMany({ where: { id: { $in: ids } }, populate: populate(uid) })) as Row[]) : [];
  const beforeRows = async (event: Event) => {
    const rows = (await query(event.model.uid).findMany({ where: event.params.where, populate: populate(event.model.uid) })) as Row[];
    event.state.before = shaped(event.model.uid, rows, componentsBefore.getStore());
  };

  // The document service replaces components before the row's own update (and removes them before
  // its delete), so the lifecycles cannot see their old values: they are read here, first.
  strapi.documents.use(async (context, next) => {
    const { components } = shapeOf(context.uid);
    const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
    if (!components.length || !documentId || !['update', 'delete'].includes(context.action)) return next();
    const rows = (await strapi.db.query(context.uid).findMany({ where: { documentId }, populate: populate(context.uid) })) as Row[];
    const kept = new Map(
      rows.map((row) => [`${context.uid}#${row.id}`, Object.fromEntries(components.map((name) => [name, valuesOnly(row[name])]))]),
    );
    return componentsBefore.run(kept, () => next());
  });

  strapi.db.lifecycles.subscribe({
    models: Object.keys(ACTIVITY_MODELS),
    async afterCreate(event: Event) {
      const id = Number((event.result as Row | null)?.id);
      const [created] = await rowsById(event.model.uid, Number.isFinite(id) ? [id] : []);
      await record(event.model.uid, 'create', [[null, created ?? (event.result as Row)]]);
    },
    async afterCreateMany(event: Event) {
      const created = await rowsById(event.model.uid, idsOf(event.result));
      await record(
        event.model.uid,
        'create',
        created.map((row) => [null, row]),
      );
    },
    beforeUpdate: beforeRows,
    beforeUpdateMany: beforeRows,
    beforeDelete: beforeRows,
    beforeDeleteMany: beforeRows,
    async afterUpdate(event: Event) {
      await afterUpdates(event);
    },
    async afterUpdateMany(event: Event) {
      await afterUpdates(event);
    },
    async afterDelete(event: Event) {
      await record(
        event.model.uid,
        'delete',
        ((event.state.before as Row[]) ?? []).map((row) => [row, null]),
      );
    },
    async afterDeleteMany(event: Event) {
      await record(
        event.model.uid,
        'delete',
        ((event.state.before as Row[]) ?? []).map((row) => [row, null]),
      );
    },
  });

  async function afterUpdates(event: Event) {
    const before = (event.state.before as Row[]) ?? [];
    const after = new Map(
      (
        await rowsById(
          event.model.uid,
          before.map((row) => Number(row.id)),
        )
      ).map((row) => [Number(row.id), row]),
    );
    await record(
      event.model.uid,
      'update',
      before.map((row) => [row, after.get(Number(row.id)) ?? null]),
    );
  }
}

/** Deletes entries older than the retention (ACTIVITY_RETENTION_DAYS, default 2 years). */
export async function pruneActivity(strapi: Core.Strapi, now = Date.now()): Promise<number> {
  if (!(await strapi.db.connection.schema.hasTable(ACTIVITY_TABLE))) return 0;
  return strapi.db
    .connection(ACTIVITY_TABLE)
    .where('occurred_at', '<', now - retentionDays() * DAY_MS)
    .delete();
}

/** Prunes at start and then twice a day; any process may do it, the result is the same. */
export function schedulePruning(strapi: Core.Strapi): void {
  const run = () => void pruneActivity(strapi).catch((error) => strapi.log.error(`[hearth] activity pruning: ${error}`));
  run();
  setInterval(run, DAY_MS / 2).unref();
}
