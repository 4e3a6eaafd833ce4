/**
 * Idempotent creates: an add call that carries an Idempotency-Key header is answered once.
 * The key (per caller and route) is recorded in the database in the same transaction as the
 * create itself, together with the answer: so either both are stored or neither is. A retry
 * with the same key within IDEMPOTENCY_TTL_HOURS gets the first answer again (and the header
 * Idempotent-Replayed: true); a retry while the first is still running waits for it (the
 * primary key makes the second insert wait on PostgreSQL; SQLite has one writer anyway).
 * A failed or refused call records nothing, so it can be sent again with the same key.
 */
import type { Core } from '@strapi/strapi';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_HOURS, Messages } from '@hearth/common';
import { badRequest } from './http-errors';

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
  const now = Date.now();

  const replay = async (): Promise<boolean> => {
    const row = await strapi.db.connection(TABLE).where({ idempotency_key: key, scope }).andWhere('created_at', '>=', now - TTL_MS).first('status', 'body');
    if (!row) return false;
    ctx.status = Number(row.status);
    ctx.body = JSON.parse(row.body);
    ctx.set('Idempotent-Replayed', 'true');
    return true;
  };
  if (await replay()) return;

  try {
    await strapi.db.transaction(async ({ trx }) => {
      await trx(TABLE).where({ idempotency_key: key, scope }).delete(); // an expired record of the same key
      await trx(TABLE).insert({ idempotency_key: key, scope, status: 0, body: 'null', created_at: now });
      await next();
      if (ctx.status >= 200 && ctx.status < 300) {
        await trx(TABLE).where({ idempotency_key: key, scope }).update({ status: ctx.status, body: JSON.stringify(ctx.body ?? null) });
      } else {
        throw new AnswerNotRecorded();
      }
    });
  } catch (error) {
    if (error instanceof AnswerNotRecorded) return; // the answer (a refusal) stands; nothing was kept
    // The same key committed by a concurrent call in the meantime: its answer.
    if (isUniqueViolation(error) && (await replay())) return;
    throw error;
  }
};

/** Rolls back the key (and anything written) of a call that did not succeed, keeping its answer. */
class AnswerNotRecorded extends Error {}
