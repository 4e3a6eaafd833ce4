/**
 * Accounts an administrator may need to help (docs/requirements.md, "Admin screens", Users): GET /api/account/waiting, and
 * POST /api/account/sendverification to send one of them the verification e-mail again.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { WaitingAccount } from '@hearth/common';
import { apiClient } from '../../../shared/api';
import { rosterKeys } from './keys';

export const waitingAccountsQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: rosterKeys.waitingAccounts(),
    queryFn: () => apiClient.get<WaitingAccount[]>('/account/waiting'),
    enabled,
  });

export const sendVerificationMutation = () =>
  mutationOptions({
    mutationFn: async (userId: number) => (await apiClient.post<{ message: string }>('/account/sendverification', { userId })).message,
  });
