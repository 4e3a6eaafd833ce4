/** Shared steps of the admin journeys: files to upload, toasts, rows, and the request a save sends. */
import { expect, type Page, type Request } from '@playwright/test';
import { expectToast } from '../../support';

// ---- Files -----------------------------------------------------------------------------------

/** Real files to upload: the test kit's PDF and PNG (testkit/fixtures.mjs). */
export { pdf, png } from '../../../testkit/fixtures.mjs';

/**
 * Records, in the page, the pixel size of every image the app sends in a multipart upload
 * (Playwright does not expose file bodies), read back with `sentImageSizes`.
 */
export async function watchImageUploads(page: Page) {
  await page.addInitScript(() => {
    const sizes: { width: number; height: number; type: string }[] = [];
    (window as unknown as { __sentImages: typeof sizes }).__sentImages = sizes;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
      const file = body instanceof FormData ? body.get('file') : null;
      if (file instanceof Blob && file.type.startsWith('image/')) {
        void createImageBitmap(file).then((bitmap) => sizes.push({ width: bitmap.width, height: bitmap.height, type: file.type }));
      }
      return send.call(this, body);
    };
  });
}
export const sentImageSizes = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sentImages: { width: number; height: number; type: string }[] }).__sentImages);

/** A name no earlier run used, so journeys can run against a long-lived portal too. */
export const unique = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-5)}`;

// ---- Screen --------------------------------------------------------------------------------

export async function openScreen(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

export const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).first();

/** The list row whose edit button names this item. */
export const rowNamed = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: new RegExp(`^(Edit|Stop editing) ${escape(name)}$`) }) });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits for the next request of this method to this API path, started by `action`. */
export async function requestOf(page: Page, method: string, path: string, action: () => Promise<unknown>): Promise<Request> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === method && new URL(r.url()).pathname === `/api${path}`),
    action(),
  ]);
  return request;
}

/** The models a range save sent: a bare array or {models}. */
export const sentModels = (request: Request): Record<string, unknown>[] => {
  const body = request.postDataJSON();
  return Array.isArray(body) ? body : body.models;
};

/**
 * The common journey of docs/requirements.md §2.4 on one row: edit a field and roll it back (the loaded copy
 * returns, Save Changes goes away), then edit it again and save: only that row is sent.
 */
export async function editRollbackSave(
  page: Page,
  options: { rowName: string; field: string; value: string; method?: string; path: string; saved: string },
) {
  const { rowName, field, value, method = 'PUT', path, saved } = options;
  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(save).toHaveCount(0);
  const input = page.getByLabel(`${field} of ${rowName}`, { exact: true });

  await page.getByRole('button', { name: `Edit ${rowName}`, exact: true }).click();
  await expect(save).toBeVisible();
  const before = await input.inputValue();
  await input.fill(value);
  await page.getByRole('button', { name: `Undo changes to ${rowName}`, exact: true }).click();
  await expect(input).toHaveCount(0);
  await expect(rowNamed(page, rowName)).toContainText(before);
  await expect(save).toHaveCount(0);

  await page.getByRole('button', { name: `Edit ${rowName}`, exact: true }).click();
  await input.fill(value);
  const request = await requestOf(page, method, path, () => save.click());
  const models = sentModels(request);
  expect(models).toHaveLength(1);
  await expectToast(page, saved);
  await expect(save).toHaveCount(0);
  return models[0];
}
