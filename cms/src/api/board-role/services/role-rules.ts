/** A board role still given to a director cannot be deleted (admin panel): the refusal names them. */
import type { Core } from '@strapi/strapi';
import { ArchiveMessages, displayName } from '@hearth/common';
import { conflict } from '../../../platform/http-errors';
import type { WriteContext } from '../../../platform/resource-api';
import { UID } from '../../../platform/content-registry';

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async before(context: WriteContext): Promise<void> {
    if (context.action !== 'delete' || !context.params.documentId) return;
    const role = await strapi.db.query(UID.boardRole).findOne({ where: { documentId: context.params.documentId } });
    if (!role) return;
    const users = await strapi.db.query(UID.boardDirector).findMany({
      where: { roles: { id: role.id } },
      select: ['firstName', 'lastName'],
      orderBy: [{ lastName: 'asc' }, { firstName: 'asc' }],
    });
    if (users.length)
      throw conflict(
        ArchiveMessages.roleInUse(
          role.role,
          users.map((u) => displayName({ firstName: u.firstName, lastName: u.lastName })),
        ),
      );
  },
});
