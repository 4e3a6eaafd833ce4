/**
 * The Manage Account calls (docs/requirements.md, "Resource API"): profile, password, e-mail, two-factor
 * sign-in and e-mail notices, as TanStack Query options; the forms add their own toasts.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type {
  IdentityResult,
  NoticePreferencesAnswer,
  NoticePreferencesUpdate,
  Profile,
  TwoFactorEnrolment,
  TwoFactorStatus,
} from '@hearth/common';
import { apiClient, fetchMyProfile, queryKeys, updateProfile } from '../../../shared/api';

const accountKeys = {
  twoFactor: (userId: number | null) => ['two-factor', userId] as const,
  noticePreferences: (userId: number | null) => ['notices', 'preferences', userId] as const,
};

/** PUT /profile/update; the cache keeps the answer. */
export const updateMyProfileMutation = (userId: number | null) =>
  mutationOptions({
    mutationFn: async (profile: Profile, { client }) => {
      const updated = await updateProfile(profile);
      client.setQueryData(queryKeys.myProfile(userId), updated);
      // A change of type, unit or street may withdraw the association's verification (docs/requirements.md, "The unit roster").
      void client.invalidateQueries({ queryKey: queryKeys.standing(userId) });
      return updated;
    },
  });

/**
 * PUT /account/changepassword. The change ends every token issued before it, this tab's too:
 * `renew` gets the session new ones before the form says it worked.
 */
export const changePasswordMutation = (userId: number | null, renew: () => Promise<unknown>) =>
  mutationOptions({
    mutationFn: async (v: { oldPwd: string; newPwd: string }) => {
      const result = await apiClient.put<IdentityResult>('/account/changepassword', { userId, oldPwd: v.oldPwd, newPwd: v.newPwd });
      if (result.succeeded) await renew();
      return result;
    },
  });

/**
 * PUT /account/changeemail, then the profile's e-mail follows; `profileUpdated` is false when that
 * second step failed (it has its own message).
 */
export const changeEmailMutation = (userId: number | null) =>
  mutationOptions({
    mutationFn: async (v: { oldEmail: string; newEmail: string }, { client }) => {
      const result = await apiClient.put<IdentityResult>('/account/changeemail', { userId, oldEmail: v.oldEmail, newEmail: v.newEmail });
      if (!result.succeeded) return { result, profileUpdated: false };
      try {
        const profile = userId === null ? null : await fetchMyProfile(userId);
        if (profile && profile.email !== v.newEmail)
          client.setQueryData(queryKeys.myProfile(userId), await updateProfile({ ...profile, email: v.newEmail }));
        return { result, profileUpdated: true };
      } catch {
        return { result, profileUpdated: false };
      }
    },
  });

export const twoFactorStatusQuery = (userId: number | null) =>
  queryOptions({ queryKey: accountKeys.twoFactor(userId), queryFn: () => apiClient.get<TwoFactorStatus>('/account/twofactor') });

export const beginTwoFactorMutation = () =>
  mutationOptions({ mutationFn: () => apiClient.post<TwoFactorEnrolment>('/account/twofactor/setup') });

export const confirmTwoFactorMutation = (userId: number | null) =>
  mutationOptions({
    mutationFn: async (v: { code: string }, { client }) => {
      const result = await apiClient.post<{ recoveryCodes: string[] }>('/account/twofactor/confirm', v);
      void client.invalidateQueries({ queryKey: accountKeys.twoFactor(userId) });
      return result;
    },
  });

export const disableTwoFactorMutation = (userId: number | null) =>
  mutationOptions({
    mutationFn: async (v: { password: string; code: string }, { client }) => {
      const result = await apiClient.post<{ enabled: false }>('/account/twofactor/disable', v);
      void client.invalidateQueries({ queryKey: accountKeys.twoFactor(userId) });
      return result;
    },
  });

/** GET /notices/preferences: the caller's choice per kind of notice, their address and whether minutes reach them. */
export const noticePreferencesQuery = (userId: number | null) =>
  queryOptions({
    queryKey: accountKeys.noticePreferences(userId),
    queryFn: () => apiClient.get<NoticePreferencesAnswer>('/notices/preferences'),
  });

/** PUT /notices/preferences; the cache keeps the server's answer, so the form shows what was stored. */
export const saveNoticePreferencesMutation = (userId: number | null) =>
  mutationOptions({
    mutationFn: async (update: NoticePreferencesUpdate, { client }) => {
      const saved = await apiClient.put<NoticePreferencesAnswer>('/notices/preferences', update);
      client.setQueryData(accountKeys.noticePreferences(userId), saved);
      return saved;
    },
  });
