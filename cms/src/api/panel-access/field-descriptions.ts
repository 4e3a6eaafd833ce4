/**
 * Help shown under fields in the admin panel's edit view (content-manager configuration),
 * so a director in the panel knows that document files are private and are uploaded through
 * the portal's admin screens, not the Media Library (which is public).
 */
import type { Core } from '@strapi/strapi';
import { PanelMessages } from '@hearth/common';

interface FieldHelp {
  description: string;
  /** false: shown read-only in the panel (the portal's upload screens set it). */
  editable?: boolean;
}

export const FIELD_HELP: Record<string, Record<string, FieldHelp>> = {
  'api::document.document': {
    documentName: { description: PanelMessages.privateFileField, editable: false },
    documentFolder: { description: 'Private store folder of the file (community, newsletters or minutes), set by the portal.', editable: false },
  },
  'api::news-item.news-item': {
    thumbnail: { description: PanelMessages.pictureField },
  },
  'api::property-manager.property-manager': {
    logo: { description: PanelMessages.pictureField },
  },
};

export async function describePanelFields(strapi: Core.Strapi): Promise<void> {
  const contentTypes = strapi.plugin('content-manager').service('content-types');
  for (const [uid, fields] of Object.entries(FIELD_HELP)) {
    const contentType = contentTypes.findContentType(uid);
    if (!contentType) continue;
    const configuration = await contentTypes.findConfiguration(contentType);
    let changed = false;
    for (const [field, help] of Object.entries(fields)) {
      const edit = configuration.metadatas?.[field]?.edit;
      if (!edit) continue;
      const editable = help.editable ?? edit.editable;
      if (edit.description !== help.description || edit.editable !== editable) {
        Object.assign(edit, { description: help.description, editable });
        changed = true;
      }
    }
    if (changed) {
      const { uid: _uid, ...stored } = configuration;
      await contentTypes.updateConfiguration(contentType, stored);
    }
  }
}
