import type { Core } from '@strapi/strapi';

/**
 * Everything that must be in place before Strapi starts serving. Each feature adds
 * its own registration here so the list reads as the portal's table of contents.
 */
export function registerPortal(_strapi: Core.Strapi): void {
  // Filled in by the identity (auth strategy) and content-rule modules.
}
