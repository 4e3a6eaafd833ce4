/**
 * The site settings' copyright start year (docs/requirements.md §2.2): kept as four-digit text so
 * the admin panel shows "2017", not "2,017"; anything else refused in the panel with its message;
 * an older database's integer column carried over by migration.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { superAdminToken } from '../panel/panel-client';
import { expectJson } from './support';

const SETTINGS = 'api::site-setting.site-setting';
const PANEL_SETTINGS = `/content-manager/single-types/${SETTINGS}`;
const MIGRATION = '2026.11.25T16.00.00.copyright-start-year-as-text.js';

describe('the copyright start year', () => {
  let portal: TestPortal;
  let token: string;

  beforeAll(async () => {
    portal = await startPortal();
    token = await superAdminToken(portal);
  });
  afterAll(() => portal?.stop());

  const stored = async () => (await portal.strapi.db.query(SETTINGS).findOne({})).copyrightStartYear;

  /** The panel's save of the settings form: every field as shown, one of them changed. */
  async function panelSave(copyrightStartYear: unknown) {
    const { data } = await expectJson(await portal.request('GET', PANEL_SETTINGS, { token }), 200);
    const fields = ['siteName', 'adminName', 'adminEmail', 'adminPhone', 'cityWebsiteUrl', 'cityWebsiteName', 'twoFactorForBoard'];
    const form = Object.fromEntries(fields.map((field) => [field, data[field]]));
    return portal.request('PUT', PANEL_SETTINGS, { token, json: { ...form, copyrightStartYear } });
  }

  it('is shown to the panel as the text of a year, and answered publicly as a number', async () => {
    expect((await expectJson(await portal.request('GET', PANEL_SETTINGS, { token }), 200)).data.copyrightStartYear).toBe('2017');
    expect((await expectJson(await portal.request('GET', '/api/settings'), 200)).copyrightStartYear).toBe(2017);
  });

  it('refuses anything but a four-digit year in the panel: 400 with its message, nothing changed', async () => {
    for (const bad of ['2,017', '2.017', '0999', '10000', '999', 'abcd', ' 2017', '2017\n', 2017, '']) {
      const response = await panelSave(bad);
      const text = await response.text();
      expect(response.status, `${JSON.stringify(bad)}: ${text}`).toBe(400);
      expect(JSON.parse(text).error.message).toBe(Messages.copyrightStartYear);
      expect(await stored()).toBe('2017');
    }
    const row = await portal.strapi.db.query(SETTINGS).findOne({});
    await expect(
      portal.strapi.documents(SETTINGS).update({ documentId: row.documentId, data: { copyrightStartYear: '1,999' } as never }),
    ).rejects.toThrow(Messages.copyrightStartYear);
    expect(await stored()).toBe('2017');
  });

  it('stores a good year as written, and the public settings answer it at once', async () => {
    await expectJson(await panelSave('1999'), 200);
    expect(await stored()).toBe('1999');
    expect((await expectJson(await portal.request('GET', '/api/settings'), 200)).copyrightStartYear).toBe(1999);
    await expectJson(await panelSave('2017'), 200);
  });

  it('carries an older database’s integer year over as text, once', async () => {
    const knex = portal.strapi.db.connection;
    const imported = await import('../../database/migrations/2026.11.25T16.00.00.copyright-start-year-as-text.js');
    const migration = imported.default ?? imported;
    const up = () => portal.strapi.db.transaction(({ trx }) => migration.up(trx));
    expect(Number((await knex('strapi_migrations').where({ name: MIGRATION }).count({ n: '*' }).first())?.n)).toBe(1);

    // The column as the integer attribute made it, with the value the old seed wrote.
    await knex.schema.alterTable('site_settings', (table) => table.integer('copyright_start_year').alter());
    await knex('site_settings').update({ copyright_start_year: 2012 });
    expect(typeof (await knex('site_settings').first('copyright_start_year')).copyright_start_year).toBe('number');

    await up();
    await up(); // twice: nothing more happens
    expect((await knex('site_settings').columnInfo()).copyright_start_year.type).toMatch(/char/i);
    expect(await knex('site_settings').select('copyright_start_year')).toEqual([{ copyright_start_year: '2012' }]);
    expect(await stored()).toBe('2012');
    expect((await expectJson(await portal.request('GET', PANEL_SETTINGS, { token }), 200)).data.copyrightStartYear).toBe('2012');
  });
});
