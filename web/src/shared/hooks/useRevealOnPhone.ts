/**
 * On phones the detail of a list screen sits below the list: after a choice, scroll it into view
 * so the person sees what they picked. Wide screens show both side by side and do not move.
 */
import { useCallback, useRef } from 'react';

export function useRevealOnPhone<T extends HTMLElement>(query = '(max-width: 760px)') {
  const ref = useRef<T>(null);
  const reveal = useCallback(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(query).matches) return;
    requestAnimationFrame(() => ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }, [query]);
  return { ref, reveal };
}
