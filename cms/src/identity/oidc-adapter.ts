/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens...) in the
 * portal's database, so several portal processes on one database share logins and a
 * restart logs nobody out. One table for every model, keyed by (kind, id), with expiry.
 * Interface: https://github.com/panva/node-oidc-provider/blob/main/example/my_adapter.js
 * The table is made by cms/database/migrations.
 */
import type { Knex } from 'knex';
import { nowSeconds } from '../platform/clock';

export const OIDC_TABLE = 'hearth_oidc_payloads';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number; accountId?: string };

/** Builds the adapter class oidc-provider instantiates once per model name. */
export function databaseAdapter(knex: () => Knex) {
  let writes = 0;

  return class DatabaseAdapter {
    constructor(private readonly kind: string) {}

    private rows() {
      return knex()(OIDC_TABLE).where({ kind: this.kind });
    }

    private static decode(
      row: { payload: string; consumed_at: number | string | null; expires_at: number | string | null } | undefined,
    ): Payload | undefined {
      if (!row) return undefined;
      if (row.expires_at !== null && Number(row.expires_at) <= nowSeconds()) return undefined;
      const payload = JSON.parse(row.payload) as Payload;
      if (row.consumed_at !== null) payload.consumed = Number(row.consumed_at);
      return payload;
    }

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const row = {
        kind: this.kind,
        id,
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        account_id: typeof payload.accountId === 'string' ? payload.accountId : null,
        expires_at: expiresIn ? nowSeconds() + expiresIn : null,
        consumed_at: null,
      };
      await knex()(OIDC_TABLE).insert(row).onConflict(['kind', 'id']).merge();
      if (++writes % 200 === 0) void purgeExpired(knex());
    }

    async find(id: string): Promise<Payload | undefined> {
      return DatabaseAdapter.decode(await this.rows().andWhere({ id }).first());
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      return DatabaseAdapter.decode(await this.rows().andWhere({ user_code: userCode }).first());
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return DatabaseAdapter.decode(await this.rows().andWhere({ uid }).first());
    }

    async consume(id: string): Promise<void> {
      await this.rows().andWhere({ id }).update({ consumed_at: nowSeconds() });
    }

    async destroy(id: string): Promise<void> {
      await this.rows().andWhere({ id }).delete();
    }

    /** Called on each model's adapter when a grant is revoked: drops what it issued under that grant. */
    async revokeByGrantId(grantId: string): Promise<void> {
      await this.rows().andWhere({ grant_id: grantId }).delete();
    }
  };
}

export async function purgeExpired(knex: Knex): Promise<void> {
  await knex(OIDC_TABLE)
    .where('expires_at', '<=', nowSeconds())
    .delete()
    .catch(() => undefined);
}
