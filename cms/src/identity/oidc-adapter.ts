/**
 * oidc-provider's storage (sessions, interactions, grants, codes, refresh tokens...) in the
 * portal's database, so several portal processes on one database share logins and a
 * restart logs nobody out. One table for every model, keyed by (kind, id), with expiry.
 * Interface: https://github.com/panva/node-oidc-provider/blob/main/example/my_adapter.js
 */
import type { Knex } from 'knex';
import { ensureTable, nowSeconds } from './tables';

export const OIDC_TABLE = 'hearth_oidc_payloads';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number; accountId?: string };

export async function ensureOidcTable(knex: Knex): Promise<void> {
  await ensureTable(knex, OIDC_TABLE, (table) => {
    table.string('kind', 48).notNullable();
    table.string('id', 255).notNullable();
    table.text('payload').notNullable();
    table.string('grant_id', 255).nullable().index();
    table.string('user_code', 255).nullable().index();
    table.string('uid', 255).nullable().index();
    table.bigInteger('expires_at').nullable().index();
    table.bigInteger('consumed_at').nullable();
    table.string('account_id', 64).nullable().index();
    table.primary(['kind', 'id']);
  });
  // Tables made before sessions could be ended per account lack the account column.
  if (!(await knex.schema.hasColumn(OIDC_TABLE, 'account_id'))) {
    await knex.schema
      .alterTable(OIDC_TABLE, (table) => {
        table.string('account_id', 64).nullable().index();
      })
      .catch(async (error) => {
        if (!(await knex.schema.hasColumn(OIDC_TABLE, 'account_id'))) throw error;
      });
    const rows = await knex(OIDC_TABLE).whereNull('account_id').select('kind', 'id', 'payload');
    for (const row of rows) {
      const accountId = (JSON.parse(row.payload) as Payload).accountId;
      if (typeof accountId === 'string') await knex(OIDC_TABLE).where({ kind: row.kind, id: row.id }).update({ account_id: accountId });
    }
  }
}

/** Builds the adapter class oidc-provider instantiates once per model name. */
export function databaseAdapter(knex: () => Knex) {
  let writes = 0;

  return class DatabaseAdapter {
    constructor(private readonly kind: string) {}

    private rows() {
      return knex()(OIDC_TABLE).where({ kind: this.kind });
    }

    private static decode(row: { payload: string; consumed_at: number | string | null; expires_at: number | string | null } | undefined): Payload | undefined {
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
  await knex(OIDC_TABLE).where('expires_at', '<=', nowSeconds()).delete().catch(() => undefined);
}
