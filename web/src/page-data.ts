/**
 * The data a server-rendered page was rendered with (docs/requirements.md §13), carried in the page as a JSON data
 * block (not a script the CSP would have to allow): the app starts with exactly what the markup shows, so
 * taking over changes nothing on screen and asks the API nothing again.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ID } from '@hearth/common';

/** The queries' data, and common's texts the page shows when it is not in English (web/src/shared/i18n/catalogs.ts). */
export type PageData = DehydratedState & { commonTexts?: Record<string, string> };

export function readPageData(): PageData | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return undefined;
  }
}
