/**
 * The admin panel's texts (docs/requirements.md §2.5): plain-word labels instead of raw field
 * names, the owner-verification flag named for what it is (also where an older label was stored),
 * and no 404 for the panel's questions about Strapi features the portal leaves off (AI, preview).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describePanelFields } from '../../src/api/panel-access/field-descriptions';
import { startPortal, type TestPortal } from '../support/portal';
import { createAccount } from '../support/tokens';
import { acceptInvitation, panelToken } from './panel-client';

describe('the admin panel texts', () => {
  let portal: TestPortal;
  let adminToken: string;
  const contentTypes = () => portal.strapi.plugin('content-manager').service('content-types');
  const editLabels = async (uid: string) => {
    const configuration = await contentTypes().findConfiguration(contentTypes().findContentType(uid));
    return Object.fromEntries(
      Object.entries(configuration.metadatas).map(([field, m]) => [field, (m as { edit: { label: string } }).edit.label]),
    );
  };

  beforeAll(async () => {
    portal = await startPortal();
    const account = await createAccount(portal, 'ada', ['owner']);
    await portal.strapi.service('api::account.roles').grant(account.user.id, ['admin']);
    const { registrationToken } = await portal.strapi.db.query('admin::user').findOne({ where: { email: 'ada@example.org' } });
    await acceptInvitation(portal, registrationToken);
    adminToken = await panelToken(portal, 'ada@example.org');
  });
  afterAll(() => portal?.stop());

  it('labels the verification flag, two-factor, archived and removed fields in plain words', async () => {
    const profile = await editLabels('api::profile.profile');
    expect(profile.authenticated).toBe('Verified by the association (type, unit and street)');
    expect(profile.removedAt).toBe('Account removed on');
    expect((await editLabels('api::site-setting.site-setting')).twoFactorForBoard).toBe(
      'Two-factor sign-in required for directors and administrators',
    );
    for (const uid of ['news-item', 'board-director', 'document', 'faq', 'property-manager']) {
      expect((await editLabels(`api::${uid}.${uid}`)).archivedAt, uid).toBe('Archived on (hidden from residents)');
    }
  });

  it('replaces a former label of the verification flag where it was stored, and keeps a label an editor chose', async () => {
    const type = contentTypes().findContentType('api::profile.profile');
    const { uid: _uid, ...stored } = await contentTypes().findConfiguration(type);
    stored.metadatas.authenticated.edit.label = 'Owner verified by the association';
    stored.metadatas.unitNumber.edit.label = 'Suite';
    await contentTypes().updateConfiguration(type, stored);

    await describePanelFields(portal.strapi);
    const labels = await editLabels('api::profile.profile');
    expect(labels.authenticated).toBe('Verified by the association (type, unit and street)');
    expect(labels.unitNumber).toBe('Suite');
  });

  it("answers the panel's AI and preview questions without a 404, and only to a signed-in panel user", async () => {
    const config = await portal.request('GET', '/admin/ai-feature-config', { token: adminToken });
    expect(config.status).toBe(200);
    expect(await config.json()).toEqual({ data: { isAiI18nConfigured: false, isAiMediaLibraryConfigured: false } });

    const [faq] = await portal.strapi.documents('api::faq.faq').findMany({ limit: 1 });
    const documentId = faq?.documentId ?? 'none';
    const job = await portal.request('GET', `/i18n/ai-localization-jobs/collection-types/api::faq.faq/${documentId}`, {
      token: adminToken,
    });
    expect(job.status).toBe(200);
    expect(await job.json()).toEqual({ data: null });

    const preview = await portal.request('GET', `/content-manager/preview/url/api::faq.faq?documentId=${documentId}`, {
      token: adminToken,
    });
    expect(preview.status).toBe(204);

    expect((await portal.request('GET', '/admin/ai-feature-config')).status).toBe(401);
    expect((await portal.request('GET', `/i18n/ai-localization-jobs/collection-types/api::faq.faq/${documentId}`)).status).toBe(401);
  });
});
