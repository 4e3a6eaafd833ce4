/**
 * The association's payment site (site settings, edited in the admin panel): "My Account" links to
 * it as "Pay online", so only an https address of another site is stored, or none; anything else
 * (plain http, javascript:, a relative link) is refused with its message, nothing changed, and the
 * public settings answer what is stored at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuesMessages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { superAdminToken } from '../panel/panel-client';
import { expectJson } from './support';

const SETTINGS = 'api::site-setting.site-setting';
const PANEL_SETTINGS = `/content-manager/single-types/${SETTINGS}`;

describe('the pay-online address', () => {
  let portal: TestPortal;
  let token: string;

  beforeAll(async () => {
    portal = await startPortal();
    token = await superAdminToken(portal);
  });
  afterAll(() => portal?.stop());

  const stored = async () => (await portal.strapi.db.query(SETTINGS).findOne({})).payOnlineUrl ?? null;
  const answered = async () => (await expectJson(await portal.request('GET', '/api/settings'), 200)).payOnlineUrl;

  /** The panel's save of the settings form: every field as shown, the payment site changed. */
  async function panelSave(payOnlineUrl: unknown) {
    const { data } = await expectJson(await portal.request('GET', PANEL_SETTINGS, { token }), 200);
    const fields = ['siteName', 'adminName', 'adminEmail', 'adminPhone', 'cityWebsiteUrl', 'cityWebsiteName', 'copyrightStartYear'];
    const form = Object.fromEntries(fields.map((field) => [field, data[field]]));
    return portal.request('PUT', PANEL_SETTINGS, { token, json: { ...form, payOnlineUrl } });
  }

  it('is none until set: the public settings answer an empty address', async () => {
    expect(await answered()).toBe('');
  });

  it('refuses anything but an https address in the panel: 400 with its message, nothing changed', async () => {
    for (const bad of [
      'http://pay.example.org',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      '//pay.example.org',
      '/pay',
      'pay.example.org',
    ]) {
      const response = await panelSave(bad);
      const text = await response.text();
      expect(response.status, `${bad}: ${text}`).toBe(400);
      expect(JSON.parse(text).error.message).toBe(DuesMessages.payOnlineUrl);
      expect(await stored()).toBeNull();
    }
    const row = await portal.strapi.db.query(SETTINGS).findOne({});
    await expect(
      portal.strapi.documents(SETTINGS).update({ documentId: row.documentId, data: { payOnlineUrl: 'data:text/html,x' } as never }),
    ).rejects.toThrow(DuesMessages.payOnlineUrl);
    expect(await answered()).toBe('');
  });

  it('stores an https address, answered publicly at once, and empties it again', async () => {
    await expectJson(await panelSave('https://pay.example.org/maple-court'), 200);
    expect(await stored()).toBe('https://pay.example.org/maple-court');
    expect(await answered()).toBe('https://pay.example.org/maple-court');
    await expectJson(await panelSave(''), 200);
    expect(await answered()).toBe('');
  });
});
