export { apiClient, newIdempotencyKey } from './client';
export { ApiError, isApiError, errorMessage } from './api-error';
export { queryKeys } from './query-keys';
export { fetchMyProfile, myProfileQuery, standingQuery, addProfile, updateProfile, fetchProfiles } from './profiles';
export { saveBlob } from './save-blob';
export { currentManagersQuery } from './site';
