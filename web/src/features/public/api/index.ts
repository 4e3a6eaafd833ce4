/**
 * The public screens' calls (docs/requirements.md, "Resource API"): contacts, registration and the
 * forgotten-credential forms, as TanStack Query options; the screens add their own toasts.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { type BoardDirector, type Profile, type RegistrationPayload, type UnsubscribeAnswer } from '@hearth/common';
import { apiClient } from '../../../shared/api';

const publicKeys = {
  activeBoard: () => ['board', 'active'] as const,
  resetLink: (token: string) => ['account', 'reset-link', token] as const,
  unsubscribeLink: (token: string) => ['notices', 'unsubscribe', token] as const,
};

/** The board table is for signed-in users only (docs/requirements.md, "Public and account screens"). */
export const activeBoardQuery = (enabled: boolean) =>
  queryOptions({ queryKey: publicKeys.activeBoard(), queryFn: () => apiClient.get<BoardDirector[]>('/board/active'), enabled });

/** GET /account/verifyuser answers this word when neither the user name nor the e-mail is taken, else the message saying which is. */
const UNIQUE = 'unique';

export const verifyUserMutation = () =>
  mutationOptions({
    mutationFn: async (v: { userName: string; email: string }) => {
      const answer = await apiClient.get<string>('/account/verifyuser', { headers: { userName: v.userName, email: v.email } });
      return answer === UNIQUE ? { unique: true as const } : { unique: false as const, message: answer };
    },
  });

/** POST /profile/verify (the problems found, none when it may be registered), then POST /account/register. */
export const registerMutation = () =>
  mutationOptions({
    mutationFn: async ({ profile, payload }: { profile: Partial<Profile>; payload: RegistrationPayload }) => {
      const problems = await apiClient.post<string[]>('/profile/verify', profile);
      if (problems.length) return { registered: false as const, problems };
      await apiClient.post<number>('/account/register', payload);
      return { registered: true as const, problems };
    },
  });

export type ForgotEndpoint = '/account/forgotpassword' | '/account/forgotusername' | '/account/resendverification';

/** True when the e-mail is on record (the mail went out), false when not; the resend always answers true. */
export const forgotMutation = (endpoint: ForgotEndpoint) =>
  mutationOptions({ mutationFn: (payload: { email: string; callback: string }) => apiClient.post<boolean>(endpoint, payload) });

/** POST /account/resetpassword/check: whether the e-mail's reset link still works; uses nothing. */
export const resetLinkQuery = (token: string) =>
  queryOptions({
    queryKey: publicKeys.resetLink(token),
    queryFn: () => apiClient.post('/account/resetpassword/check', { token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

export const resetPasswordMutation = () =>
  mutationOptions({ mutationFn: (v: { token: string; newPwd: string }) => apiClient.post('/account/resetpassword', v) });

/** GET /notices/unsubscribe?token=…: what an e-mail's unsubscribe link would do; changes nothing. */
export const unsubscribeLinkQuery = (token: string) =>
  queryOptions({
    queryKey: publicKeys.unsubscribeLink(token),
    queryFn: () => apiClient.get<UnsubscribeAnswer>('/notices/unsubscribe', { query: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });

/** POST /notices/unsubscribe {token}: no sign-in; a forged or used link is refused with its message. */
export const unsubscribeMutation = () =>
  mutationOptions({ mutationFn: (token: string) => apiClient.post<UnsubscribeAnswer>('/notices/unsubscribe', { token }) });
