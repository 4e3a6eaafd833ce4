import type { Core } from '@strapi/strapi';
import { seedDemoAccounts } from './accounts';
import { DEMO_CONTENT } from './content';
import { seedRoster } from './roster';
import { seedTranslations } from './translations';

const MARKER = { type: 'core', name: 'hearth', key: 'demo_seeded' } as const;
type Part = 'accounts' | 'roster' | keyof typeof DEMO_CONTENT | 'translations';

/**
 * Believable demo content so a newcomer sees a living portal (SEED_DEMO=false skips it).
 * Each part runs until it has completed once, recorded in Strapi's core store: after that,
 * whatever users change or delete stays as they left it.
 */
export async function seedDemo(strapi: Core.Strapi): Promise<void> {
  const done = ((await strapi.store.get(MARKER)) as Partial<Record<Part, string>> | null) ?? {};
  const parts: [Part, (s: Core.Strapi) => Promise<void>][] = [
    ['accounts', seedDemoAccounts],
    ['roster', seedRoster],
    ...(Object.entries(DEMO_CONTENT) as [Part, (s: Core.Strapi) => Promise<void>][]),
    // After the content: its French and Spanish, one news item left untranslated.
    ['translations', seedTranslations],
  ];
  for (const [part, seed] of parts) {
    if (done[part]) continue;
    await seed(strapi);
    done[part] = new Date().toISOString();
    await strapi.store.set({ ...MARKER, value: done });
  }
}
