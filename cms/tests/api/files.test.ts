/** Uploads judged by content, resized images, private downloads with role checks (docs/requirements.md §5). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, Messages } from '@hearth/common';
import { startPortal, type TestPortal } from '../support/portal';
import { createMembers, expectJson, expectRefused, minimalPdf, multipart, uploadFile, uploadedName, type Members } from './support';

describe('file API', () => {
  let portal: TestPortal;
  let members: Members;
  let director: string;

  beforeAll(async () => {
    portal = await startPortal();
    members = await createMembers(portal, 'f');
    director = members.director.token;
  });
  afterAll(() => portal?.stop());

  it('stores a real PDF privately under a sanitised unique name', async () => {
    const pdf = minimalPdf('Minutes of the AGM');
    const first = await uploadedName(portal, director, 'minutes', pdf, '../AGM Minutes (final)!.PDF');
    const second = await uploadedName(portal, director, 'minutes', pdf, '../AGM Minutes (final)!.PDF');
    expect(first).toMatch(/^agm-minutes-final-[a-z0-9]+\.pdf$/);
    expect(second).not.toBe(first);
    expect((await portal.storedBytes('minutes', first))?.equals(pdf)).toBe(true);
    // Not reachable by a public URL.
    expect((await portal.request('GET', `/uploads/minutes/${first}`)).status).toBe(404);
    expect((await portal.request('GET', `/minutes/${first}`, { headers: { accept: 'application/json' } })).status).not.toBe(200);
  });

  it('answers {fileNames} for every area and uses only the first file sent', async () => {
    const form = multipart(minimalPdf('one'), 'one.pdf', 'application/pdf');
    form.append('file', new Blob([minimalPdf('two')]), 'two.pdf');
    const body = await expectJson(await portal.request('POST', '/api/file/community', { token: director, body: form }), 200);
    expect(body).toEqual({ fileNames: [expect.stringMatching(/^one-.*\.pdf$/)] });
    expect(await portal.store.list('community')).toHaveLength(1);
    for (const area of ['newsletters', 'minutes'])
      expect((await uploadFile(portal, director, area, minimalPdf(), 'x.pdf')).status).toBe(200);
  });

  it('refuses a PDF renamed to .png and an HTML page renamed to .pdf', async () => {
    await expectRefused(await uploadFile(portal, director, 'news', minimalPdf(), 'picture.png', 'image/png'), 400, Messages.imageOnly);
    await expectRefused(await uploadFile(portal, director, 'managerlogo', minimalPdf(), 'logo.png', 'image/png'), 400, Messages.imageOnly);
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    await expectRefused(
      await uploadFile(portal, director, 'newsletters', html, 'newsletter.pdf', 'application/pdf'),
      400,
      Messages.pdfOnly,
    );
    // A PNG is not a PDF either, and bytes that merely start like a PNG are not an image.
    await expectRefused(
      await uploadFile(
        portal,
        director,
        'minutes',
        await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        'm.pdf',
      ),
      400,
      Messages.pdfOnly,
    );
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]);
    await expectRefused(await uploadFile(portal, director, 'news', fakePng, 'fake.png'), 400, Messages.imageOnly);
    expect((await portal.store.list('newsletter')).filter((n) => n.startsWith('newsletter-'))).toEqual([]);
  });

  it('refuses files over the size limits with the limit in the message', async () => {
    const bigPdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_PDF_BYTES + 10, 0x20)]);
    await expectRefused(
      await uploadFile(portal, director, 'newsletters', bigPdf, 'big.pdf'),
      413,
      Messages.fileTooLarge(MAX_PDF_BYTES / 1024 / 1024),
    );
    const bigImage = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(MAX_IMAGE_BYTES + 10)]);
    await expectRefused(
      await uploadFile(portal, director, 'news', bigImage, 'big.jpg'),
      413,
      Messages.fileTooLarge(MAX_IMAGE_BYTES / 1024 / 1024),
    );
  });

  it('leaves no temporary file behind, also for refused uploads', async () => {
    // The multipart parser writes to the system temp folder; find our bytes there by a unique marker.
    const marker = `leftover-${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const started = Date.now() - 1000;
    const send = (token?: string, area = 'news') =>
      portal.request('POST', `/api/file/${area}`, { token, body: multipart(minimalPdf(marker), 'x.pdf', 'application/pdf') });
    expect((await send(undefined)).status).toBe(401);
    expect((await send(members.tenant.token)).status).toBe(403);
    expect((await send(director)).status).toBe(400);
    expect((await send(director, 'community')).status).toBe(200);
    expect(
      (await portal.request('POST', '/api/no-such-route', { token: director, body: multipart(minimalPdf(marker), 'x.pdf') })).status,
    ).toBeGreaterThanOrEqual(400);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const tmp = os.tmpdir();
    const leftovers = fs.readdirSync(tmp).filter((name) => {
      try {
        const stat = fs.statSync(path.join(tmp, name));
        return stat.isFile() && stat.mtimeMs >= started && stat.size < 10_000 && fs.readFileSync(path.join(tmp, name)).includes(marker);
      } catch {
        return false;
      }
    });
    expect(leftovers).toEqual([]);
  });

  it('refuses a request without the "file" field', async () => {
    await expectRefused(
      await portal.request('POST', '/api/file/news', {
        token: director,
        body: multipart(minimalPdf(), 'x.pdf', 'application/pdf', 'other'),
      }),
      400,
      Messages.fileMissing,
    );
    // A JSON body is not an upload at all: the gate refuses it by its type.
    await expectRefused(
      await portal.request('POST', '/api/file/news', { token: director, json: { file: 'x' } }),
      415,
      Messages.multipartOnly,
    );
  });

  it('resizes a 3000 x 2000 image to fit 1000 x 1000, keeping the aspect ratio and the type', async () => {
    const big = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: '#c0ffee' } })
      .jpeg()
      .toBuffer();
    const name = await uploadedName(portal, director, 'news', big, 'Big Photo.JPG');
    expect(name).toMatch(/^big-photo-.*\.jpg$/);
    const served = await portal.request('GET', `/uploads/news/${name}`);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1000, 667]);
    // Small images are not enlarged; GIFs stay GIFs.
    const gif = await sharp({ create: { width: 30, height: 20, channels: 4, background: '#ff000080' } })
      .gif()
      .toBuffer();
    const gifName = await uploadedName(portal, director, 'managerlogo', gif, 'logo.gif');
    const stored = await sharp((await portal.storedBytes('logos', gifName))!).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['gif', 30, 20]);
  });

  describe('download', () => {
    let newsletter: string;
    let minutes: string;
    beforeAll(async () => {
      newsletter = await uploadedName(portal, director, 'newsletters', minimalPdf('Spring newsletter'), 'spring.pdf');
      minutes = await uploadedName(portal, director, 'minutes', minimalPdf('AGM'), 'agm.pdf');
    });

    it('serves a private file to a member with Content-Length and Content-Disposition', async () => {
      const response = await portal.request('GET', '/api/file/download', {
        token: members.tenant.token,
        headers: { area: 'newsletter', fileName: newsletter },
      });
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.equals(minimalPdf('Spring newsletter'))).toBe(true);
      expect(response.headers.get('content-length')).toBe(String(bytes.length));
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${newsletter}"`);
      // The link of a document list item works the same way.
      const byQuery = await portal.request('GET', `/api/file/download?area=newsletter&fileName=${newsletter}`, {
        token: members.tenant.token,
      });
      expect(byQuery.status).toBe(200);
    });

    it("names the download after its document's title, with the stored file's extension", async () => {
      await portal.strapi.documents('api::document.document').create({
        data: {
          title: 'Spring Newsletter 2026 – Maple Court',
          docType: 'Newsletter',
          documentDate: '2026-03-01',
          documentName: newsletter,
          documentFolder: 'newsletters',
        } as never,
      });
      const response = await portal.request('GET', '/api/file/download', {
        token: members.tenant.token,
        headers: { area: 'newsletter', fileName: newsletter },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      const disposition = response.headers.get('content-disposition')!;
      expect(disposition).toContain('attachment; filename="Spring Newsletter 2026 ? Maple Court.pdf"');
      expect(disposition).toContain("filename*=UTF-8''Spring%20Newsletter%202026%20%E2%80%93%20Maple%20Court.pdf");
    });

    it('serves minutes only to owners and admins', async () => {
      const get = (token?: string) =>
        portal.request('GET', '/api/file/download', { token, headers: { area: 'minutes', fileName: minutes } });
      expect((await get(members.owner.token)).status).toBe(200);
      expect((await get(members.admin.token)).status).toBe(200);
      await expectRefused(await get(members.tenant.token), 403);
      await expectRefused(await get(members.director.token), 403);
      await expectRefused(await get(undefined), 401);
    });

    it('never leaves the area folder', async () => {
      fs.writeFileSync(path.join(portal.dataDir, 'private', 'secret.pdf'), minimalPdf('secret'));
      const attempts = [
        '../secret.pdf',
        '..%2Fsecret.pdf',
        '../../secrets.json',
        `/etc/passwd`,
        `minutes/../${newsletter}`,
        '..',
        '.',
        'a\\..\\b.pdf',
        `${newsletter}\u0000.pdf`,
      ];
      for (const fileName of attempts) {
        const response = await portal.request('GET', `/api/file/download?area=community&fileName=${encodeURIComponent(fileName)}`, {
          token: members.admin.token,
        });
        expect([400, 404], fileName).toContain(response.status);
        expect(response.headers.get('application-error'), fileName).toBeTruthy();
      }
      await expectRefused(
        await portal.request('GET', '/api/file/download', {
          token: members.admin.token,
          headers: { area: 'newsletter', fileName: '../minutes/' + minutes },
        }),
        400,
        Messages.invalidFileName,
      );
      // A file of another area is not found in this one.
      await expectRefused(
        await portal.request('GET', '/api/file/download', {
          token: members.admin.token,
          headers: { area: 'newsletter', fileName: minutes },
        }),
        404,
        Messages.fileNotFound,
      );
      await expectRefused(
        await portal.request('GET', '/api/file/download', {
          token: members.admin.token,
          headers: { area: 'private', fileName: 'secret.pdf' },
        }),
        400,
      );
      await expectRefused(
        await portal.request('GET', '/api/file/download', { token: members.admin.token, headers: { area: 'newsletter' } }),
        400,
        Messages.invalidFileName,
      );
    });
  });
});
