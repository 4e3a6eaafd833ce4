import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import fs from 'node:fs';
import { Messages, type UploadArea } from '@hearth/common';
import { badRequest } from '../../../platform/http-errors';
import { headerOf, requireCaller } from '../../../platform/request';
import { inSentOrder } from '../../../platform/upload-order';
import { serviceOf } from '../../../platform/services';
import { answerRange } from '../range';
import type service from '../services/file';

type IncomingFile = { filepath: string; originalFilename?: string | null; size: number };

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /file/<area>: multipart field "file"; only the first file is used (docs/requirements.md §5). */
  async upload(ctx: Context) {
    const area = ctx.path.split('/').pop() as UploadArea;
    const sent = ctx.request.files?.file as IncomingFile | IncomingFile[] | undefined;
    const all = inSentOrder(Array.isArray(sent) ? sent : sent ? [sent] : []);
    try {
      if (!all.length) throw badRequest(Messages.fileMissing);
      ctx.body = await serviceOf<typeof service>(strapi, 'api::file.file').store(area, all[0]);
    } finally {
      // Strapi's body middleware only cleans up the field "files".
      for (const file of all) fs.promises.rm(file.filepath, { force: true }).catch(() => undefined);
      if (ctx.request.files) delete ctx.request.files.file;
    }
  },

  /** GET /file/download: headers area and fileName (query parameters accepted too); one byte range (range.ts). */
  async download(ctx: Context) {
    const area = headerOf(ctx, 'area') ?? ctx.query.area;
    const fileName = headerOf(ctx, 'fileName') ?? ctx.query.fileName;
    const file = await serviceOf<typeof service>(strapi, 'api::file.file').open(area, fileName, requireCaller(ctx));
    const range = answerRange(ctx, file.size);
    if (range === null) return;
    // koa's attachment(): an ASCII fallback name plus the UTF-8 one (RFC 6266), for titles with accents.
    ctx.attachment(file.downloadName);
    ctx.type = 'application/pdf';
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.body = file.read(range);
  },
});
