/**
 * Removes the temporary files of every multipart request once it is answered. Strapi's body
 * middleware parses uploads before routing and cleans up only the field "files"; without this,
 * a refused upload (401, 403, 404, bad input) to the portal's field "file" would stay on disk.
 */
import fs from 'node:fs';
import type { Core } from '@strapi/strapi';

type TempFile = { filepath?: string };

export default (): Core.MiddlewareHandler => async (ctx, next) => {
  try {
    await next();
  } finally {
    const files = ctx.request?.files as Record<string, TempFile | TempFile[]> | undefined;
    if (files) {
      for (const value of Object.values(files)) {
        for (const file of Array.isArray(value) ? value : [value]) {
          if (file?.filepath) fs.promises.rm(file.filepath, { force: true }).catch(() => undefined);
        }
      }
    }
  }
};
