/**
 * The data a server-rendered page was rendered with (docs/requirements.md §12), carried in the page as a JSON data
 * block (not a script the CSP would have to allow): the app starts with exactly what the markup shows, so
 * taking over changes nothing on screen and asks the API nothing again.
 */
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the data block; the server writes it only into a page it rendered. */
export const PAGE_DATA_ID = 'hearth-page-data';

export function readPageData(): DehydratedState | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
