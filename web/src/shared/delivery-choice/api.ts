/** The signed-in owner's delivery choice (docs/api.md, "Meetings"): read, recorded and withdrawn. */
import { queryOptions } from '@tanstack/react-query';
import type { ConsentAnswer, ConsentInput } from '@hearth/common';
import { apiClient, queryKeys } from '../api';

export const consentQuery = () =>
  queryOptions({ queryKey: queryKeys.meetingConsent(), queryFn: () => apiClient.get<ConsentAnswer>('/meetings/consent') });

export const saveConsent = (input: ConsentInput) => apiClient.put<ConsentAnswer>('/meetings/consent', input);
export const withdrawConsent = () => apiClient.del<ConsentAnswer>('/meetings/consent');
