/**
 * The one way the web app talks to the portal's API (paths relative to /api).
 * JSON in and out; bearer token and anti-forgery header added here; every failure
 * rejects with an ApiError whose message follows docs/requirements.md §8.
 */
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { IDEMPOTENCY_HEADER, XSRF_HEADER, type UploadResponse } from '@hearth/common';
import { ApiError } from './api-error';
import { currentAccessToken, needsXsrf, xsrfToken } from './credentials';
import { errorToText } from './error-to-text';
import { loadQueryString } from './load-query-string';

const API_BASE = '/api';

type Headers = Record<string, string | number | boolean | null | undefined>;
export interface RequestOptions {
  headers?: Headers;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  /**
   * A create ("add") call: it carries one Idempotency-Key for this submission, and a network
   * failure (no answer at all) is retried with the same key, so the server creates at most once.
   */
  idempotent?: boolean;
  /** The key of one submission (a form's): sent again with each click of it, so a double click creates once. */
  idempotencyKey?: string;
}

/** Waits before each retry of an idempotent call whose answer never arrived. */
const IDEMPOTENT_RETRY_DELAYS_MS = [500, 1500, 3000];

export const newIdempotencyKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
interface UploadOptions {
  onProgress?: (percent: number) => void;
  headers?: Headers;
}
interface DownloadOptions {
  headers?: Headers;
  onProgress?: (percent: number) => void;
}

const apiUrl = (path: string, search = '') => `${API_BASE}${path.startsWith('/') ? path : `/${path}`}${search}`;

/** Headers every call carries: custom ones (stringified), bearer token, anti-forgery token. */
function buildHeaders(method: string, url: string, custom?: Headers, json = false): Record<string, string> {
  const out: Record<string, string> = { Accept: 'application/json' };
  if (json) out['Content-Type'] = 'application/json';
  for (const [k, v] of Object.entries(custom ?? {})) if (v !== undefined && v !== null) out[k] = String(v);
  const token = currentAccessToken();
  if (token) out.Authorization = `Bearer ${token}`;
  if (needsXsrf(method, url)) {
    const xsrf = xsrfToken();
    if (xsrf) out[XSRF_HEADER] = xsrf;
  }
  return out;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  if (!options.idempotent) return send<T>(method, path, body, options);
  const headers = { ...options.headers, [IDEMPOTENCY_HEADER]: options.idempotencyKey ?? newIdempotencyKey() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await send<T>(method, path, body, { ...options, headers });
    } catch (e) {
      const unanswered = e instanceof ApiError && e.status === 0;
      if (!unanswered || attempt >= IDEMPOTENT_RETRY_DELAYS_MS.length || options.signal?.aborted) throw e;
      await new Promise((resolve) => setTimeout(resolve, IDEMPOTENT_RETRY_DELAYS_MS[attempt]));
    }
  }
}

async function send<T>(method: string, path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path, options.query ? (await loadQueryString()).toQueryString(options.query) : '');
  const hasBody = body !== undefined;
  // A form (fields and files) goes as multipart, its boundary set by the browser.
  const form = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: buildHeaders(method, url, options.headers, hasBody && !form),
      body: form ? body : hasBody ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw e;
    throw new ApiError(errorToText(0, null, undefined, e as Error), 0);
  }
  const data = await readBody(response);
  if (!response.ok) {
    throw new ApiError(errorToText(response.status, response.headers, data, null, response.statusText), response.status, data);
  }
  return data as T;
}

/** XMLHttpRequest headers as the error-to-text reader wants them. */
const xhrHeaders = (xhr: XMLHttpRequest) => ({ get: (name: string) => xhr.getResponseHeader(name) });
const percentOf = (e: ProgressEvent) => (e.lengthComputable && e.total > 0 ? Math.round((100 * e.loaded) / e.total) : 0);

function xhrFailure(xhr: XMLHttpRequest, body: unknown): ApiError {
  return new ApiError(
    errorToText(
      xhr.status,
      xhr.status ? xhrHeaders(xhr) : null,
      body,
      // An upload's own words (no server answered): in the page's language.
      xhr.status ? null : { message: i18n._(msg`Network error: the server could not be reached.`) },
      xhr.statusText,
    ),
    xhr.status,
    body,
  );
}

function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function upload<T = UploadResponse>(path: string, file: File | Blob, options: UploadOptions = {}): Promise<T> {
  const url = apiUrl(path);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [k, v] of Object.entries(buildHeaders('POST', url, options.headers))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => options.onProgress?.(percentOf(e));
    xhr.onload = () => {
      const body = parseText(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(body as T);
      } else reject(xhrFailure(xhr, body));
    };
    xhr.onerror = () => reject(xhrFailure(xhr, undefined));
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'upload');
    xhr.send(form);
  });
}

function download(path: string, options: DownloadOptions = {}): Promise<Blob> {
  const url = apiUrl(path);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('GET', url);
    xhr.responseType = 'blob';
    for (const [k, v] of Object.entries(buildHeaders('GET', url, options.headers))) xhr.setRequestHeader(k, v);
    xhr.onprogress = (e) => options.onProgress?.(percentOf(e));
    xhr.onload = async () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(xhr.response as Blob);
        return;
      }
      const blob = xhr.response as Blob | null;
      const text = blob ? await blob.text() : '';
      reject(xhrFailure(xhr, parseText(text)));
    };
    xhr.onerror = () => reject(xhrFailure(xhr, undefined));
    xhr.send();
  });
}

export const apiClient = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body ?? {}, options),
  /** DELETE, with a JSON body when one is given (a cancellation's reason). */
  del: <T>(path: string, options?: RequestOptions, body?: unknown) => request<T>('DELETE', path, body, options),
  upload,
  download,
};
