/**
 * Idempotent creates: an add call that carries an Idempotency-Key header is answered once.
 * The key (per caller and route) is claimed in the database before the call runs, and its
 * answer recorded when it succeeds. A retry with the same key within IDEMPOTENCY_TTL_HOURS gets
 * the first answer again (and the header Idempotent-Replayed: true); a retry while the first is
 * still running — or after its process died between the create and recording the answer — is
 * refused with 409 and never creates a second time. A refused or failed call records nothing,
 * so it can be sent again with the same key.
 *
 * Not one transaction around the call: its follow-up work (director privileges, admin-panel
 * accounts) uses other connections, which SQLite's single connection could not give inside one.
 */
import type { Core } from '@strapi/strapi';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_HOURS, Messages } from '@hearth/common';
import { badRequest, conflict } from './http-errors';

const TABLE = 'hearth_idempotency_keys';
const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3600 * 1000;

export async function ensureIdempotencyTable(strapi: Core.Strapi): Promise<void> {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(TABLE))) {
    await knex.schema.createTable(TABLE, (t) => {
      t.string('idempotency_key', 100).notNullable();
      t.string('scope', 200).notNullable();
      t.integer('status').notNullable();
      t.text('body').notNullable();
      t.bigInteger('created_at').notNullable();
      t.primary(['idempotency_key', 'scope']);
      t.index(['created_at'], `${TABLE}_created_idx`);
    });
  }
  await knex(TABLE).where('created_at', '<', Date.now() - TTL_MS).delete();
}

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown };
  return e?.code === '23505' || String(e?.code ?? '').startsWith('SQLITE_CONSTRAINT') || /UNIQUE constraint failed/.test(String(e?.message ?? ''));
};

/** Route middleware of the add routes (see routes.ts `idempotent`). */
export const idempotencyMiddleware = (strapi: Core.Strapi) => async (ctx, next) => {
  const key = ctx.get(IDEMPOTENCY_HEADER);
  if (!key) return next();
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(Messages.idempotencyKeyInvalid);
  const scope = `${ctx.state.user?.id ?? 'anonymous'} ${ctx.method} ${ctx.path}`.slice(0, 200);
  const knex = () => strapi.db.connection(TABLE);
  const row = { idempotency_key: key, scope };

  const claim = async (): Promise<boolean> => {
    try {
      await knex().insert({ ...row, status: 0, body: 'null', created_at: Date.now() });
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  };
  if (!(await claim())) {
    const existing = await knex().where(row).first('status', 'body', 'created_at');
    if (existing && Number(existing.created_at) < Date.now() - TTL_MS) {
      await knex().where(row).andWhere('created_at', existing.created_at).delete(); // expired: the key is free again
      if (!(await claim())) throw conflict(Messages.idempotencyInProgress);
    } else if (existing && Number(existing.status) > 0) {
      ctx.status = Number(existing.status);
      ctx.body = JSON.parse(existing.body);
      ctx.set('Idempotent-Replayed', 'true');
      return;
    } else {
      // Still running, or its process ended before the answer was recorded: never create twice.
      throw conflict(Messages.idempotencyInProgress);
    }
  }

  let recorded = false;
  try {
    await next();
    if (ctx.status >= 200 && ctx.status < 300) {
      await knex().where(row).update({ status: ctx.status, body: JSON.stringify(ctx.body ?? null) });
      recorded = true;
    }
  } finally {
    // A refused or failed call keeps nothing, so it can be sent again with the same key.
    if (!recorded) await knex().where(row).andWhere('status', 0).delete().catch(() => undefined);
  }
};
