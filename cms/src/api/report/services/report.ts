/**
 * The logins report (spec 2.4, 4, 9), computed in SQL: logins are counted per profile with
 * GROUP BY over login_records (index profile_id, login_date_time), then joined to one page of
 * profiles sorted by last name. Only profiles with a login in the window appear. One profile's
 * logins come with their page counts; the pages of one login are a separate call.
 *
 * Windows: lastWeek = 7 days back, lastMonth = one calendar month back, lastLogin = each
 * profile's most recent login by id, all = everything.
 */
import type { Core } from '@strapi/strapi';
import { Messages, reportWindowStart, type LoginRecord, type PageVisit, type ReportPage, type ReportRow, type ReportType } from '@hearth/common';
import { notFound } from '../../../platform/http-errors';

/** The most logins listed for one profile (newest first). */
export const MAX_LOGINS_PER_PROFILE = 500;

const toIso = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : (value as string | number));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

export interface ReportQuery { profileId: number; type: ReportType; page: number; pageSize: number; now?: Date }

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async logins({ profileId, type, page, pageSize, now = new Date() }: ReportQuery): Promise<ReportPage> {
    const knex = strapi.db.connection;
    if (profileId > 0 && !(await knex('profiles').where({ id: profileId }).first('id'))) throw notFound(Messages.reportInvalidProfile);
    const since = type === 'lastWeek' || type === 'lastMonth' ? reportWindowStart(type, now) : null;

    const perProfile = knex('login_records')
      .select('profile_id')
      .count({ logins_count: 'id' })
      .max({ last_id: 'id' })
      .groupBy('profile_id');
    if (since) perProfile.where('login_date_time', '>=', since);
    if (profileId > 0) perProfile.where('profile_id', profileId);

    const joined = () =>
      knex
        .from(perProfile.as('a'))
        .join('profiles as p', 'p.id', 'a.profile_id')
        .join('login_records as last', 'last.id', 'a.last_id');
    const [{ total }] = await joined().count({ total: '*' });
    const rows = await joined()
      .select('p.id', 'p.user_name', 'p.first_name', 'p.last_name', 'p.user_type', 'p.unit_number', 'a.logins_count', 'last.login_date_time as last_login')
      .orderBy([{ column: 'p.last_name' }, { column: 'p.first_name' }, { column: 'p.id' }])
      .limit(pageSize)
      .offset((page - 1) * pageSize);

    const result: ReportRow[] = rows.map((r) => ({
      id: Number(r.id),
      userName: r.user_name,
      firstName: r.first_name ?? '',
      lastName: r.last_name ?? '',
      userType: r.user_type ?? null,
      unitNumber: r.unit_number ?? '',
      loginsCount: type === 'lastLogin' ? 1 : Number(r.logins_count),
      lastLogin: toIso(r.last_login),
      logins: [],
    }));
    if (profileId > 0 && result.length) result[0].logins = await this.loginsOf(profileId, type, since);
    return { rows: result, total: Number(total), page, pageSize, type };
  },

  /** One profile's logins in the window, newest first, each with its number of pages. */
  async loginsOf(profileId: number, type: ReportType, since: Date | null): Promise<LoginRecord[]> {
    const knex = strapi.db.connection;
    const query = knex('login_records as l')
      .leftJoin('page_logs as pl', 'pl.login_id', 'l.id')
      .where('l.profile_id', profileId)
      .select('l.id', 'l.login_date_time')
      .count({ pages_count: 'pl.id' })
      .groupBy('l.id', 'l.login_date_time')
      .orderBy('l.id', 'desc')
      .limit(type === 'lastLogin' ? 1 : MAX_LOGINS_PER_PROFILE);
    if (since) query.where('l.login_date_time', '>=', since);
    const rows = await query;
    return rows.map((r) => ({ id: Number(r.id), loginDateTime: toIso(r.login_date_time) ?? '', pagesCount: Number(r.pages_count), pagesVisited: [] }));
  },

  /** GET /reports/logins/:loginId/pages: the pages of one login in visiting order. */
  async pages(loginId: number): Promise<PageVisit[]> {
    const knex = strapi.db.connection;
    if (!(await knex('login_records').where({ id: loginId }).first('id'))) throw notFound(Messages.reportNoLogins);
    const rows = await knex('page_logs').where({ login_id: loginId }).select('id', 'page_name', 'visited_at').orderBy('id', 'asc');
    return rows.map((r) => ({ id: Number(r.id), pageName: r.page_name, visitedAt: toIso(r.visited_at) ?? '' }));
  },
});
