/**
 * Route policy of the content manager's relation lists (src/extensions/content-manager): the panel
 * user may read the relation field of the source type, asked of the content manager's own
 * permission checker. An unknown type or field is left to the content manager's 400.
 */
import type { Core, UID } from '@strapi/strapi';
import type { Context } from 'koa';

export default (policyContext: Context, _config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const { model, targetField } = policyContext.params as { model?: string; targetField?: string };
  const schema = model ? strapi.getModel(model as UID.Schema) : undefined;
  if (!schema || schema.modelType === 'component') return true;
  const checker = strapi
    .plugin('content-manager')
    .service('permission-checker')
    .create({ userAbility: policyContext.state.userAbility, model });
  return !checker.cannot.read(null, targetField);
};
