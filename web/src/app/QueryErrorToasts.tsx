/**
 * docs/requirements.md §8: a failed load shows its error text as an error toast (and the spinner goes, as react-query
 * stops fetching). One listener for every query of the app; a query opts out with meta.silentError.
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useToast } from '../shared/ui';

export function QueryErrorToasts() {
  const queryClient = useQueryClient();
  const toast = useToast();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (event.query.meta?.silentError) return;
        const error = event.action.error as Error | undefined;
        if (error?.message) toast.error(error.message);
      }),
    [queryClient, toast],
  );
  return null;
}
