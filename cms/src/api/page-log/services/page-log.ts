/**
 * Login records and page visits (docs/requirements.md, "The product and its users", requirements, "States and transitions"): the hot path is one INSERT each, in plain SQL,
 * without the document service. Who visited comes from the token: the caller's profile, or the
 * 'visitor' profile without a token (or for an account that has no profile yet). A loginId is
 * kept only if it is a login of that same profile, all inside the one statement.
 *
 * A visitor never signs in, so the visitor's visits of one UTC day are gathered under one login
 * record of the visitor profile, made at the day's first visit: the logins report then shows them
 * like anyone's (docs/requirements.md, "Admin screens", the logins report).
 */
import crypto from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { Messages, VISITOR_USERNAME } from '@hearth/common';
import { notFound } from '../../../platform/http-errors';
import { rowsOf } from '../../../platform/raw-sql';
import { serviceOf } from '../../../platform/services';
import { profileIdOf } from '../../profile/front-door';
import type { rosterService } from '../../unit/front-door';

const DAY_MS = 86_400_000;

/** Strapi v5 rows carry a documentId; written here for rows the admin panel may list. */
const newDocumentId = () => crypto.randomBytes(12).toString('hex').slice(0, 24);

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async recordLogin(userId: number): Promise<{ id: number; profileId: number; loginDateTime: string }> {
    const knex = strapi.db.connection;
    const profile = await serviceOf<typeof rosterService>(strapi, 'api::unit.roster').liveProfileOf(userId);
    if (!profile) throw notFound(Messages.profileNotFound);
    const now = new Date();
    const [row] = await knex('login_records')
      .insert({
        document_id: newDocumentId(),
        profile_id: profile.id,
        login_date_time: now,
        created_at: now,
        updated_at: now,
        published_at: now,
      })
      .returning('id');
    const id = typeof row === 'object' ? row.id : row;
    return { id: Number(id), profileId: Number(profile.id), loginDateTime: now.toISOString() };
  },

  async logPage(userId: number | null, loginId: number | null, pageName: string): Promise<{ id: number }> {
    const now = new Date();
    if (userId === null) return this.logVisitorPage(pageName, now);
    const knex = strapi.db.connection;
    // The caller's profile, else the visitor's: the profile module's subqueries, inside this one INSERT.
    const profile = knex.raw('COALESCE(?, ?)', [profileIdOf(knex, { userId }), profileIdOf(knex, { userName: VISITOR_USERNAME })]);
    const result = await knex.raw(
      `INSERT INTO page_logs (document_id, login_id, profile_id, page_name, visited_at, created_at, updated_at, published_at)
       VALUES (?, (SELECT id FROM login_records WHERE id = ? AND profile_id = ?), ?, ?, ?, ?, ?, ?)
       RETURNING id`,
      [newDocumentId(), loginId, profile, profile, pageName, now, now, now, now],
    );
    return { id: Number(rowsOf<{ id: number | string }>(result)[0].id) };
  },

  /** A visitor's page: the day's visitor login is made by its first visit, then each visit joins it. */
  async logVisitorPage(pageName: string, now: Date): Promise<{ id: number }> {
    const knex = strapi.db.connection;
    const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const dayEnd = new Date(dayStart.getTime() + DAY_MS);
    const visitor = profileIdOf(knex, { userName: VISITOR_USERNAME });
    const sameDay = knex.raw('SELECT id FROM login_records WHERE profile_id = ? AND login_date_time >= ? AND login_date_time < ?', [
      visitor,
      dayStart,
      dayEnd,
    ]);
    await knex.raw(
      `INSERT INTO login_records (document_id, profile_id, login_date_time, created_at, updated_at, published_at)
       SELECT ?, visitor.id, ?, ?, ?, ? FROM ? AS visitor WHERE NOT EXISTS (?)`,
      [newDocumentId(), now, now, now, now, visitor, sameDay],
    );
    const result = await knex.raw(
      `INSERT INTO page_logs (document_id, login_id, profile_id, page_name, visited_at, created_at, updated_at, published_at)
       VALUES (?, (? ORDER BY id LIMIT 1), ?, ?, ?, ?, ?, ?)
       RETURNING id`,
      [newDocumentId(), sameDay, visitor, pageName, now, now, now, now],
    );
    return { id: Number(rowsOf<{ id: number | string }>(result)[0].id) };
  },
});
