/** Whether the main pointer is a finger (phones, tablets): hints then speak of tapping, not of keys. */
import { useSyncExternalStore } from 'react';

const QUERY = '(pointer: coarse)';
const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null);

export function useTouchScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = media();
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
