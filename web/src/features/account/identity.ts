/** Identity results of the Auth API (docs/requirements.md §3, §8): failures show as lines of code - description. */
import type { IdentityResult } from '@hearth/common';

export const identityErrorText = (result: IdentityResult | null | undefined, fallback: string) =>
  result?.errors?.length ? result.errors.map((e) => `${e.code} - ${e.description}`).join('\n') : fallback;
