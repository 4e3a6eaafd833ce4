/**
 * The activity record (docs/api.md, "Activity record"): one append-only row per create, update or
 * delete of content, the board, profiles, accounts (roles, e-mail, password, verification) and
 * admin-panel accounts, whoever made it and through whichever surface.
 *
 * Why database lifecycles rather than the document-service middleware: roles, passwords and
 * admin-panel accounts are written with `strapi.db.query`, which the document service never
 * sees; every write of both kinds passes the lifecycles exactly once. The row is inserted in the
 * write's own transaction (when there is one), so a refused write leaves no record. Both hooks
 * are registered by the write pipeline (../write-pipeline.ts), which says where they run.
 */
import type { Core, UID } from '@strapi/strapi';
import type { ActivityKind } from '@hearth/common';
import { contentList } from '../content-registry';
import { activityEntries, type Row, type WriteAction } from './diff';
import { insertEntries } from './store';
import { scopedValue } from '../call-scope';

/**
 * The recorded tables: the portal's content (content-registry.ts, activity) and the accounts.
 * Sign-ins and page visits are the logins report's, not recorded here.
 */
export const ACTIVITY_MODELS: Record<string, ActivityKind> = {
  ...Object.fromEntries(contentList().flatMap((c) => (c.activity ? [[c.uid, c.activity]] : []))),
  'plugin::users-permissions.user': 'account',
  'admin::user': 'panelAccount',
};

/**
 * Kinds recorded by their own services (insertEntries), for plain tables that no lifecycle sees:
 * votes (docs/requirements.md §16), meetings and consents to electronic notice (§21).
 */
export const SERVICE_RECORDED_KINDS: readonly ActivityKind[] = ['vote', 'meeting', 'noticeConsent'];

/** The recorded models are content types (the lifecycles are subscribed for these only). */
const isRecorded = (uid: string): uid is UID.ContentType => uid in ACTIVITY_MODELS;

type Event = { model: { uid: string }; params: { where?: Row }; state: Row; result?: unknown };
type DocumentWrite = { uid: string; action: string; params?: unknown };

/** Values of repeatable components (an FAQ's detail lines) before a write, by `uid#id`. */
const componentsBefore = scopedValue<Map<string, Row>>('components before the write');

/** A component's values without its row id: a rewrite of the same lines is no change. */
const valuesOnly = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(valuesOnly);
  if (value === null || typeof value !== 'object') return value;
  const { id: _id, ...values } = value as Row;
  return values;
};

const idsOf = (result: unknown): number[] => {
  const ids = (result as { ids?: unknown[] } | null)?.ids;
  return Array.isArray(ids) ? ids.map(Number) : [];
};

export function activityRecorder(strapi: Core.Strapi) {
  const query = (uid: string) => {
    if (!isRecorded(uid)) throw new Error(`${uid} is not a recorded model`);
    return strapi.db.query(uid);
  };

  // Relations one level deep, so a change of a director's roles or an account's role shows, and
  // components (an FAQ's detail lines) shown by their values, without their ids.
  const shapes = new Map<string, { relations: string[]; components: string[] }>();
  const shapeOf = (uid: string) => {
    if (!shapes.has(uid)) {
      const attributes: Record<string, { type: string }> = isRecorded(uid) ? strapi.getModel(uid).attributes : {};
      const ofType = (type: string) =>
        Object.entries(attributes)
          .filter(([, a]) => a.type === type)
          .map(([name]) => name);
      shapes.set(uid, { relations: ofType('relation'), components: ofType('component') });
    }
    return shapes.get(uid)!;
  };
  const populate = (uid: string) => {
    const { relations, components } = shapeOf(uid);
    return Object.fromEntries([...relations, ...components].map((name) => [name, true as const]));
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
    event.state.before = shaped(event.model.uid, rows, componentsBefore.get());
  };

  const record = (uid: string, action: WriteAction, pairs: [Row | null, Row | null][]) =>
    insertEntries(strapi, activityEntries(ACTIVITY_MODELS[uid], action, pairs));
  const recordDeletes = (event: Event) =>
    record(
      event.model.uid,
      'delete',
      ((event.state.before as Row[]) ?? []).map((row) => [row, null]),
    );
  async function recordUpdates(event: Event) {
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

  return {
    /**
     * Document-service step: the document service replaces components before the row's own
     * update (and removes them before its delete), so the lifecycles cannot see their old values:
     * they are read here, before the write, and handed to the lifecycles.
     */
    async withComponentsBefore<T>(context: DocumentWrite, write: () => Promise<T>): Promise<T> {
      const { components } = shapeOf(context.uid);
      const documentId = (context.params as { documentId?: string } | undefined)?.documentId;
      if (!components.length || !documentId || !['update', 'delete'].includes(context.action)) return write();
      const rows = (await query(context.uid).findMany({ where: { documentId }, populate: populate(context.uid) })) as Row[];
      const kept = new Map(
        rows.map((row) => [`${context.uid}#${row.id}`, Object.fromEntries(components.map((name) => [name, valuesOnly(row[name])]))]),
      );
      return componentsBefore.run(kept, write);
    },

    /** Database lifecycles of the recorded models: every write, through the document service or not. */
    lifecycles: {
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
      afterUpdate: recordUpdates,
      afterUpdateMany: recordUpdates,
      afterDelete: recordDeletes,
      afterDeleteMany: recordDeletes,
    },
  };
}
