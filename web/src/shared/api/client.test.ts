import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorNames, Messages, encodeErrorHeader } from '@hearth/common';
import { apiClient } from './client';
import { toQueryString } from './query-string';
import { ApiError } from './api-error';
import { setAccessTokenSource } from './credentials';

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json', ...headers },
  });

afterEach(() => {
  vi.restoreAllMocks();
  setAccessTokenSource(() => null);
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('apiClient', () => {
  it('prefixes /api, adds the bearer token and custom headers on GET, but no anti-forgery header', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, [{ id: 1 }]));
    setAccessTokenSource(() => 'tok');
    document.cookie = 'XSRF-TOKEN=abc';
    await expect(apiClient.get('/document', { headers: { docType: 'newsletters' } })).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/document');
    const sent = init!.headers as Record<string, string>;
    expect(sent.Authorization).toBe('Bearer tok');
    expect(sent.docType).toBe('newsletters');
    expect(sent['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('sends the anti-forgery header from the cookie on POST, with a JSON body', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(200, { ok: true }));
    document.cookie = 'XSRF-TOKEN=abc%3D';
    await apiClient.post('/faq/add', { question: 'Q' });
    const [, init] = fetchMock.mock.calls[0];
    expect((init!.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc=');
    expect(init!.body).toBe('{"question":"Q"}');
    expect(init!.method).toBe('POST');
  });

  it('sends a form as multipart: the body as given, no JSON content type (the browser sets the boundary)', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(201, { id: 7 }));
    const form = new FormData();
    form.append('data', '{"title":"T"}');
    await expect(apiClient.post('/requests', form, { idempotent: true })).resolves.toEqual({ id: 7 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init!.body).toBe(form);
    expect((init!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });

  it('rejects with an ApiError whose message follows docs/requirements.md §8', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply(400, { data: null, error: { status: 400, message: 'Nope' } }, { 'Application-Error': 'Header text' }),
    );
    const error = (await apiClient.put('/news/updaterange', []).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Header text');
    expect(error.status).toBe(400);
  });

  it('reads a message with §, ’ and é whole from the header’s UTF-8 form', async () => {
    const message = 'Under § 718.111 the owner’s café request is refused.';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      reply(400, { data: null, error: { status: 400, message } }, { 'Application-Error': encodeErrorHeader(message) }),
    );
    const error = (await apiClient.post('/records/requests', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(message);
  });

  it("reads the answer's error name once, for the refusals the app acts on", async () => {
    const answer = {
      data: null,
      error: { status: 401, name: ErrorNames.insufficientUserAuthentication, message: 'Sign in again.', details: {} },
    };
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(401, answer));
    const error = (await apiClient.put('/account/changeemail', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.errorName).toBe('InsufficientUserAuthentication');
    expect(error.message).toBe('Sign in again.');
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(reply(500, 'plain text'));
    expect(((await apiClient.put('/account/changeemail', {}).catch((e: unknown) => e)) as ApiError).errorName).toBeUndefined();
  });

  it('turns a network failure into the client error message', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.del('/profile/delete/3')).rejects.toMatchObject({ message: 'Failed to fetch', status: 0 });
  });

  it('sends one Idempotency-Key per idempotent call and retries a network failure with the same key', async () => {
    vi.useFakeTimers();
    try {
      const fetchMock = vi
        .spyOn(globalThis, 'fetch')
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(reply(200, { id: 7 }))
        .mockResolvedValueOnce(reply(200, { id: 8 }));
      const first = apiClient.post('/faq/add', { question: 'Q' }, { idempotent: true });
      await vi.runAllTimersAsync();
      await expect(first).resolves.toEqual({ id: 7 });
      await apiClient.post('/faq/add', { question: 'Q' }, { idempotent: true });
      const keys = fetchMock.mock.calls.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[0]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry an answered failure, and shows the unavailable text of a 503', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        reply(
          503,
          { data: null, error: { status: 503, message: Messages.portalUnavailable } },
          { 'Application-Error': Messages.portalUnavailable, 'Retry-After': '2' },
        ),
      );
    await expect(apiClient.post('/faq/add', {}, { idempotent: true })).rejects.toMatchObject({
      message: Messages.portalUnavailable,
      status: 503,
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('builds bracket query strings and skips nulls', () => {
    expect(toQueryString({ a: 1, b: null, f: { title: { $eq: 'x y' } }, s: ['t', 'd'] })).toBe(
      '?a=1&f%5Btitle%5D%5B%24eq%5D=x%20y&s%5B0%5D=t&s%5B1%5D=d',
    );
  });
});
