/**
 * Profile rules on every write (API and admin panel): a valid user name and e-mail, new
 * profiles start not authenticated (spec 4), and the special visitor profile, under which
 * anonymous page visits are logged, can be neither renamed nor deleted.
 */
import type { Core } from '@strapi/strapi';
import { Messages, VISITOR_USERNAME, emailSchema, userNameSchema } from '@hearth/common';
import { badRequest, parseOrThrow } from '../../../platform/http-errors';
import type { WriteContext } from '../../../platform/resource-api';
import { PROFILE_UID } from './profile';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    const data = context.params.data;
    if (context.action === 'delete' || context.action === 'update') {
      const row = await strapi.db.query(PROFILE_UID).findOne({ where: { documentId: context.params.documentId }, select: ['userName'] });
      const renamesVisitor = context.action === 'update' && data && 'userName' in data && data.userName !== VISITOR_USERNAME;
      if (row?.userName === VISITOR_USERNAME && (context.action === 'delete' || renamesVisitor)) throw badRequest(Messages.visitorProfileProtected);
    }
    if (!data || !['create', 'update'].includes(context.action)) return;
    if (context.action === 'create') data.authenticated ??= false;
    if ('userName' in data) parseOrThrow(userNameSchema, data.userName);
    if (typeof data.email === 'string' && data.email !== '') parseOrThrow(emailSchema(), data.email);
  },
});
