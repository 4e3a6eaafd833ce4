/**
 * The two calls every editable list of the resource API makes (docs/requirements.md, "Resource API"), written
 * once for the lists and the roster: an add, and an update of the changed rows ("updaterange").
 */
import { mutationOptions } from '@tanstack/react-query';
import { apiClient } from '../api';
import type { ServerOutcome } from './outcome';

/**
 * An add call, with its Idempotency-Key: the row as its model with id 0. It answers the whole list
 * (`answers: 'list'`), or the new item only, and the list hook then loads the list again.
 */
export const addCall = <T, M extends object>(path: string, model: (item: T) => M, answers: 'list' | 'item') =>
  mutationOptions({
    mutationFn: async (item: T): Promise<ServerOutcome<T>> => {
      const answer = await apiClient.post<T[] | T>(path, { ...model(item), id: 0 }, { idempotent: true });
      return answers === 'list' ? { list: answer as T[] } : {};
    },
  });

/** An update of the changed rows, each as its model (and the call's options, if any): it answers the whole list. */
export const updateRangeCall = <T, M>(path: string, model: (item: T) => M, ...options: [] | [Parameters<typeof apiClient.put>[2]]) =>
  mutationOptions({
    mutationFn: async (changed: T[]): Promise<ServerOutcome<T>> => ({
      list: await apiClient.put<T[]>(path, changed.map(model), ...options),
    }),
  });
