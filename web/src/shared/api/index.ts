export { apiClient, apiUrl, type RequestOptions, type UploadOptions, type DownloadOptions } from './client';
export { ApiError, isApiError, errorMessage } from './api-error';
export { errorToText } from './error-to-text';
export { setAccessTokenSource } from './credentials';
export { queryKeys, type ProfileScope } from './query-keys';
export { fetchMyProfile, myProfileQuery, addProfile, updateProfile, fetchProfiles } from './profiles';
export { settingsQuery, recordLogin, logPage } from './site';
