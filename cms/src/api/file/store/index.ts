/** The portal's file store, as the settings choose it (docs/requirements.md §14). */
import type { Core } from '@strapi/strapi';
import { settings } from '../../../platform/settings';
import { dataPaths } from '../../../platform/runtime';
import { databaseStore } from './database';
import { diskStore } from './disk';
import type { FileStore } from './types';

export const fileStore = (strapi: Core.Strapi): FileStore =>
  settings().storage === 'database' ? databaseStore(strapi.db.connection) : diskStore(dataPaths().root);
