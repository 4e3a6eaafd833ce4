/** Service request categories on every write (API and admin panel): a name is required (docs/requirements.md §18). */
import type { Core } from '@strapi/strapi';
import { RequestMessages, requiredLine } from '@hearth/common';
import { parseOrThrow } from '../../../platform/http-errors';
import { valuesAfterWrite, type WriteContext } from '../../../platform/resource-api';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const write = await valuesAfterWrite(strapi, context);
    if (!write) return;
    parseOrThrow(requiredLine('Name', RequestMessages.categoryNameRequired, 100), write.value('name'));
  },
});
