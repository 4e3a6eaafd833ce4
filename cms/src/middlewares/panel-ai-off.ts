/**
 * The admin panel asks about Strapi's AI features on every edit view, whether or not they are on:
 * `/admin/ai-feature-config` and `/i18n/ai-localization-jobs/...`. With AI off (config/admin.ts,
 * `ai.enabled: false`) Strapi answers those with 404, which the browser logs as errors on every
 * screen. After Strapi has checked the caller (its routes need a panel sign-in), the 404 becomes
 * the answer the panel reads as "AI not configured": no feature, no job.
 */
import type { Core } from '@strapi/strapi';

const AI_OFF_ANSWERS: { path: RegExp; body: unknown }[] = [
  { path: /^\/admin\/ai-feature-config$/, body: { data: { isAiI18nConfigured: false, isAiMediaLibraryConfigured: false } } },
  { path: /^\/i18n\/ai-localization-jobs\/(single-types|collection-types)\/[^/]+(\/[^/]+)?$/, body: { data: null } },
];

export default (): Core.MiddlewareHandler => {
  return async (ctx, next) => {
    await next();
    if (ctx.method !== 'GET' || ctx.status !== 404) return;
    const answer = AI_OFF_ANSWERS.find((a) => a.path.test(ctx.path));
    if (!answer) return;
    ctx.status = 200;
    ctx.body = answer.body;
  };
};
