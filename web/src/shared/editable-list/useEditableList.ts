/**
 * One admin list on screen: loads it with TanStack Query, keeps the edit state of docs/requirements.md §4,
 * saves only the changed rows and adds new items. Every admin screen goes through here.
 */
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient, type QueryKey, type UseMutationOptions, type UseQueryOptions } from '@tanstack/react-query';
import { errorMessage, isApiError } from '../api';
import { useToast } from '../ui';
import type { ServerOutcome } from './outcome';
import { changedRows, emptyList, isDirty, listReducer, type EditableListState, type Identified } from './listState';

export type { ServerOutcome };

export interface EditableListOptions<T extends Identified, K extends QueryKey = QueryKey> {
  /** The list's query (its feature's api/ folder). */
  query: UseQueryOptions<T[], Error, T[], K>;
  /** Sends the changed rows; the outcome's list replaces the screen's list and originals. */
  save?: UseMutationOptions<ServerOutcome<T>, Error, T[]>;
  /** Adds one item; without a list in the outcome the list is loaded again. */
  add?: UseMutationOptions<ServerOutcome<T>, Error, T>;
  savedMessage?: string;
  addedMessage?: string;
  /** Shown when a save or add succeeded but no list came back and reloading failed. */
  refreshFailedMessage?: string;
  /**
   * Outcomes shown as information rather than failure (docs/requirements.md §5 and §8: a duplicate
   * manager): `duplicate`, a save or add the server refused as a duplicate (409 Conflict);
   * `refreshFailed`, a list that did not come back after a save or add.
   */
  notices?: { duplicate?: boolean; refreshFailed?: boolean };
  /** Display order of the rows (docs/requirements.md §9). */
  sort?: (rows: T[]) => T[];
}

export interface EditableList<T extends Identified> {
  state: EditableListState<T>;
  rows: T[];
  isEditing(id: number): boolean;
  isChanged(id: number): boolean;
  dirty: boolean;
  busy: boolean;
  loaded: boolean;
  toggleEdit(id: number): void;
  update(id: number, patch: Partial<T>): void;
  rollback(id: number): void;
  saveChanges(): Promise<boolean>;
  addItem(item: T): Promise<boolean>;
  /** The add form is shown instead of the list. */
  showAdd: boolean;
  toggleAdd(): void;
  /** Changes after every successful add: the add form's key, so a fresh blank item is prepared. */
  addFormKey: number;
}

export function useEditableList<T extends Identified, K extends QueryKey = QueryKey>(options: EditableListOptions<T, K>): EditableList<T> {
  const { query: listQuery, save, add, savedMessage, addedMessage, refreshFailedMessage, notices, sort } = options;
  const toast = useToast();
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(listReducer<T>, undefined, emptyList<T>);
  const [showAdd, setShowAdd] = useState(false);
  const [addFormKey, setAddFormKey] = useState(0);

  // Edits live only on screen, so the list is not refetched behind the user's back.
  const query = useQuery({ ...listQuery, staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  const { queryKey } = listQuery;
  // A fresh read from the server, e.g. after an add that answered the new item only.
  const load = useCallback(() => queryClient.fetchQuery({ ...listQuery, staleTime: 0, retry: false }), [queryClient, listQuery]);

  // The last list put on screen; query data equal to it is not loaded again (that would wipe kept edits).
  const applied = useRef<T[] | undefined>(undefined);
  useEffect(() => {
    if (query.data && query.data !== applied.current) {
      applied.current = query.data;
      dispatch({ type: 'load', list: query.data });
    }
  }, [query.data]);

  useEffect(() => {
    if (query.error) toast.error(errorMessage(query.error));
  }, [query.error, toast]);

  const put = useCallback(
    (list: T[], how: 'load' | 'merge') => {
      // The cache may keep a structurally shared copy: remember what it stored, not what was passed.
      applied.current = queryClient.setQueryData<T[]>(queryKey, list) ?? list;
      dispatch({ type: how, list });
    },
    [queryClient, queryKey],
  );

  /** A failed save or add: an error toast, or an info toast for a duplicate the screen calls a notice. */
  const complain = useCallback(
    (error: unknown) => {
      const text = errorMessage(error);
      if (notices?.duplicate && isApiError(error) && error.status === 409) toast.info(text);
      else toast.error(text);
    },
    [notices?.duplicate, toast],
  );

  /** Shows the outcome and puts its list on screen, reloading it when the answer had none. */
  const apply = useCallback(
    async (outcome: ServerOutcome<T>, how: 'load' | 'merge', success?: string) => {
      let list = outcome.list;
      if (!list) {
        try {
          list = await load();
        } catch {
          list = undefined;
        }
      }
      if (list) put(list, how);
      else if (refreshFailedMessage && notices?.refreshFailed) toast.info(refreshFailedMessage);
      else if (refreshFailedMessage) toast.error(refreshFailedMessage);
      // One toast per kind, a line per message: a newer toast of a kind replaces the older (Toast.tsx).
      const successes = [success, ...(outcome.messages ?? [])].filter(Boolean);
      if (successes.length) toast.success(successes.join('\n'));
      if (outcome.errors?.length) toast.error(outcome.errors.join('\n'));
    },
    [load, put, refreshFailedMessage, notices?.refreshFailed, toast],
  );

  const saveMutation = useMutation(save ?? {});
  const addMutation = useMutation(add ?? {});

  const saveChanges = useCallback(async () => {
    const changed = changedRows(state);
    if (!save || changed.length === 0) return false;
    try {
      const outcome = await saveMutation.mutateAsync(changed);
      await apply(outcome, 'load', savedMessage);
      return true;
    } catch (error) {
      // The edits stay on screen so nothing typed is lost.
      complain(error);
      return false;
    }
  }, [state, save, saveMutation, apply, savedMessage, complain]);

  const addItem = useCallback(
    async (item: T) => {
      if (!add) return false;
      try {
        const outcome = await addMutation.mutateAsync(item);
        await apply(outcome, 'merge', addedMessage);
        setShowAdd(false);
        setAddFormKey((k) => k + 1);
        return true;
      } catch (error) {
        complain(error);
        return false;
      }
    },
    [add, addMutation, apply, addedMessage, complain],
  );

  const rows = useMemo(() => (sort ? sort(state.rows) : state.rows), [state.rows, sort]);

  return {
    state,
    rows,
    isEditing: (id) => Boolean(state.editing[id]),
    isChanged: (id) => Boolean(state.changed[id]),
    dirty: isDirty(state),
    busy: query.isFetching || saveMutation.isPending || addMutation.isPending,
    loaded: query.isSuccess,
    toggleEdit: (id) => dispatch({ type: 'toggleEdit', id }),
    update: (id, patch) => dispatch({ type: 'update', id, patch }),
    rollback: (id) => dispatch({ type: 'rollback', id }),
    saveChanges,
    addItem,
    showAdd,
    toggleAdd: () => setShowAdd((shown) => !shown),
    addFormKey,
  };
}
