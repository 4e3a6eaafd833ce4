/**
 * The logins report (docs/requirements.md, "Admin screens", requirements, "States and transitions", requirements, "Constants"), computed in SQL and sized by the page, not by the data:
 * one page of profiles that have a login in the window is taken in last-name order (EXISTS
 * probes on login_records(profile_id, login_date_time)), then the logins of just those profiles
 * are counted with GROUP BY. Nothing scans all 200,000 logins. One profile's logins come with
 * their page counts (GROUP BY over page_logs(login_id)); the pages of one login are a separate call.
 *
 * Windows: lastWeek = 7 days back, lastMonth = one calendar month back, lastLogin = each
 * profile's most recent login by id, all = everything.
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import {
  Messages,
  reportWindowStart,
  type LoginRecord,
  type PageVisit,
  type ReportPage,
  type ReportRow,
  type ReportType,
} from '@hearth/common';
import { UID } from '../../../platform/content-registry';
import { notFound } from '../../../platform/http-errors';
import { inLastNameOrder, profilesWith, type ListedProfile } from '../../profile/front-door';

/** The most logins listed for one profile (newest first). */
const MAX_LOGINS_PER_PROFILE = 500;

const toIso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const date =
    value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** The columns the report reads (plain SQL; the drivers answer ids and counts as numbers or strings). */
interface LoginColumns {
  id: number | string;
  login_date_time: unknown;
  pages_count: number | string;
}
interface PageColumns {
  id: number | string;
  page_name: string;
  visited_at: unknown;
}

interface ReportQuery {
  profileId: number;
  type: ReportType;
  page: number;
  pageSize: number;
  now?: Date;
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async logins({ profileId, type, page, pageSize, now = new Date() }: ReportQuery): Promise<ReportPage> {
    const knex = strapi.db.connection;
    if (profileId > 0 && !(await strapi.db.query(UID.profile).findOne({ where: { id: profileId }, select: ['id'] })))
      throw notFound(Messages.reportInvalidProfile);
    const since = type === 'lastWeek' || type === 'lastMonth' ? reportWindowStart(type, now) : null;

    // Profiles with a login in the window, walked in last-name order by the profile module,
    // each probed through login_records(profile_id, login_date_time): no full aggregation.
    // LIMIT 1 keeps the probe a correlated subquery: SQLite 3.51 turns a plain EXISTS into a join
    // that ignores the page's OFFSET (every page answered the first one).
    const loginIn = (profileOf: Knex.Raw) => {
      const probe = knex('login_records as l').select(knex.raw('1')).where('l.profile_id', profileOf);
      if (since) probe.where('l.login_date_time', '>=', since);
      return probe.limit(1);
    };
    const profiles = () => profilesWith(knex, loginIn, profileId > 0 ? profileId : undefined);
    const [{ total }] = await profiles().count({ total: '*' });
    const page_: ListedProfile[] = await inLastNameOrder(profiles())
      .limit(pageSize)
      .offset((page - 1) * pageSize);

    // Counts for this page only: GROUP BY over the index, then the time of each last login.
    const ids = page_.map((r) => r.id);
    const counts: { profile_id: number; logins_count: number | string; last_id: number }[] = ids.length
      ? await knex('login_records')
          .select('profile_id')
          .count({ logins_count: '*' })
          .max({ last_id: 'id' })
          .whereIn('profile_id', ids)
          .modify((q) => (since ? q.where('login_date_time', '>=', since) : q))
          .groupBy('profile_id')
      : [];
    const countOf = new Map(counts.map((c) => [Number(c.profile_id), c]));
    const lastIds = counts.map((c) => c.last_id);
    const lastTimes: { id: number | string; login_date_time: unknown }[] = lastIds.length
      ? await knex('login_records').select('id', 'login_date_time').whereIn('id', lastIds)
      : [];
    const timeOf = new Map(lastTimes.map((l) => [Number(l.id), l.login_date_time]));
    const rows = page_.map((r) => {
      const count = countOf.get(Number(r.id));
      return { ...r, logins_count: count?.logins_count ?? 0, last_login: timeOf.get(Number(count?.last_id)) };
    });

    const result: ReportRow[] = rows.map((r) => ({
      id: Number(r.id),
      userName: r.user_name,
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
      userType: r.user_type ?? null,
      unitNumber: r.unit_number ?? '',
      loginsCount: type === 'lastLogin' ? 1 : Number(r.logins_count),
      lastLogin: toIso(r.last_login),
      removed: r.removed_at !== null && r.removed_at !== undefined,
      logins: [],
    }));
    if (profileId > 0 && result.length) result[0].logins = await this.loginsOf(profileId, type, since);
    return { rows: result, total: Number(total), page, pageSize, type };
  },

  /** One profile's logins in the window, newest first, each with its number of pages. */
  async loginsOf(profileId: number, type: ReportType, since: Date | null): Promise<LoginRecord[]> {
    const knex = strapi.db.connection;
    const query: Knex.QueryBuilder = knex('login_records as l')
      .leftJoin('page_logs as pl', 'pl.login_id', 'l.id')
      .where('l.profile_id', profileId)
      .select('l.id', 'l.login_date_time')
      .count({ pages_count: 'pl.id' })
      .groupBy('l.id', 'l.login_date_time')
      .orderBy('l.id', 'desc')
      .limit(type === 'lastLogin' ? 1 : MAX_LOGINS_PER_PROFILE);
    if (since) query.where('l.login_date_time', '>=', since);
    const rows: LoginColumns[] = await query;
    return rows.map((r) => ({
      id: Number(r.id),
      loginDateTime: toIso(r.login_date_time) ?? '',
      pagesCount: Number(r.pages_count),
      pagesVisited: [],
    }));
  },

  /** GET /reports/logins/:loginId/pages: the pages of one login in visiting order. */
  async pages(loginId: number): Promise<PageVisit[]> {
    const knex = strapi.db.connection;
    if (!(await knex('login_records').where({ id: loginId }).first('id'))) throw notFound(Messages.reportNoLogins);
    const rows: PageColumns[] = await knex('page_logs')
      .where({ login_id: loginId })
      .select('id', 'page_name', 'visited_at')
      .orderBy('id', 'asc');
    return rows.map((r) => ({ id: Number(r.id), pageName: r.page_name, visitedAt: toIso(r.visited_at) ?? '' }));
  },
});
