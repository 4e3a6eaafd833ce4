export { apiClient, apiUrl, type RequestOptions, type UploadOptions, type DownloadOptions } from './client';
export { ApiError, isApiError, errorMessage } from './api-error';
export { errorToText } from './error-to-text';
export { setAccessTokenSource } from './credentials';
