/**
 * Idempotent creates: an add call that carries an Idempotency-Key header is answered once.
 *
 * The key (per caller and route) is claimed in the database before the call runs (state
 * PENDING). The call's own write marks it CREATED inside the write's transaction (resource-api.ts
 * calls markCreated), so "the create is stored" and "the key says so" commit together. When the
 * call succeeds its answer is recorded. A retry with the same key within IDEMPOTENCY_TTL_HOURS:
 *  - answer recorded → the first answer again (with Idempotent-Replayed: true), nothing created;
 *  - CREATED but no answer (the process died after the commit) → 409: it is saved, check the list;
 *  - PENDING for less than STALE_MS → 409: still running;
 *  - PENDING for longer → its process died before the create committed: the retry runs it.
 * A refused or failed call before its write keeps nothing, so it can be sent again with the key.
 *
 * Not one transaction around the whole call: its follow-up work (director privileges,
 * admin-panel accounts) uses other connections, which SQLite's single one could not give.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_TTL_HOURS, Messages } from '@hearth/common';
import { badRequest, conflict } from './http-errors';
import { scopedValue } from './call-scope';

const TABLE = 'hearth_idempotency_keys';
const TTL_MS = IDEMPOTENCY_TTL_HOURS * 3600 * 1000;
/** An add call runs for well under a second; a claim this old without a write has lost its process. */
const STALE_MS = 20_000;
const PENDING = 0;
const CREATED = 1;

interface Claim {
  idempotency_key: string;
  scope: string;
}
const current = scopedValue<Claim>('the idempotency claim');

/** Daily, by the one scheduler (app/bootstrap.ts): drops the records older than IDEMPOTENCY_TTL_HOURS (the table is made by cms/database/migrations). */
export async function pruneIdempotencyKeys(strapi: Core.Strapi): Promise<void> {
  await strapi.db
    .connection(TABLE)
    .where('created_at', '<', Date.now() - TTL_MS)
    .delete();
}

/** Called inside a content write's transaction: the key of the running call is now CREATED. */
export async function markCreated(trx: Knex.Transaction): Promise<void> {
  const claim = current.get();
  if (claim) await trx(TABLE).where(claim).andWhere('status', PENDING).update({ status: CREATED });
}

export const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown };
  return (
    e?.code === '23505' ||
    String(e?.code ?? '').startsWith('SQLITE_CONSTRAINT') ||
    /UNIQUE constraint failed/.test(String(e?.message ?? ''))
  );
};

/** Route middleware of the add routes (see routes.ts `idempotent`). */
export const idempotencyMiddleware =
  (strapi: Core.Strapi): Core.MiddlewareHandler =>
  async (ctx, next) => {
    const key = ctx.get(IDEMPOTENCY_HEADER);
    if (!key) return next();
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(Messages.idempotencyKeyInvalid);
    const claim: Claim = { idempotency_key: key, scope: `${ctx.state.user?.id ?? 'anonymous'} ${ctx.method} ${ctx.path}`.slice(0, 200) };
    const rows = () => strapi.db.connection(TABLE).where(claim);

    const take = async (): Promise<boolean> => {
      try {
        await strapi.db.connection(TABLE).insert({ ...claim, status: PENDING, body: 'null', created_at: Date.now() });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    };
    if (!(await take())) {
      const existing = await rows().first('status', 'body', 'created_at');
      const status = Number(existing?.status);
      const age = Date.now() - Number(existing?.created_at);
      if (existing && status > CREATED && age < TTL_MS) {
        ctx.status = status;
        ctx.body = JSON.parse(existing.body);
        ctx.set('Idempotent-Replayed', 'true');
        return;
      }
      if (existing && status === CREATED && age < TTL_MS) throw conflict(Messages.idempotencyAlreadySaved);
      if (existing && status === PENDING && age < STALE_MS) throw conflict(Messages.idempotencyInProgress);
      // Expired, or abandoned before its write: the key is free again (one taker wins the update).
      const freed = existing
        ? await rows().andWhere('created_at', existing.created_at).update({ status: PENDING, body: 'null', created_at: Date.now() })
        : 0;
      if (!freed && !(await take())) throw conflict(Messages.idempotencyInProgress);
    }

    let recorded = false;
    try {
      await current.run(claim, next);
      if (ctx.status >= 200 && ctx.status < 300) {
        await rows().update({ status: ctx.status, body: JSON.stringify(ctx.body ?? null) });
        recorded = true;
      }
    } finally {
      // Refused or failed before its write: nothing kept. A CREATED key stays (the create is stored).
      if (!recorded)
        await rows()
          .andWhere('status', PENDING)
          .delete()
          .catch(() => undefined);
    }
  };
