/**
 * The portal's API answered at fetch, for tests of the screens: calls routed by "METHOD /path" to
 * handlers, every call recorded; the stub is undone after each test.
 */
import { afterEach, vi } from 'vitest';

type Handler = (url: string, init: RequestInit) => unknown;
export type StubCall = { key: string; url: string; init: RequestInit };

/** An answer with a JSON body (a string goes as plain text). */
export const json = (body: unknown, status = 200) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': typeof body === 'string' ? 'text/plain' : 'application/json' },
  });

/** A refusal as the portal answers one: Strapi's envelope with the message to show. */
export const refusal = (status: number, message: string) => json({ data: null, error: { status, message } }, status);

/**
 * Routes fetch calls by "METHOD /path" to handlers (a value or a Response, or a promise of one, for an
 * answer that comes after a moment); a call with no handler gets a 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: StubCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push({ key, url, init });
    const handler = handlers[key];
    if (!handler) return refusal(404, `no mock for ${key}`);
    const result = await handler(url, init);
    return result instanceof Response ? result : json(result);
  });
  return calls;
}

/** The visit log every screen writes (usePageVisit), answered as the portal does: spread it into a test's handlers. */
export const VISIT_LOG: Record<string, Handler> = {
  'POST /api/profile/recordlogin': () => ({ id: 1 }),
  'POST /api/profile/logpage': () => ({ id: 1 }),
};

/** The JSON bodies sent with the calls of one key, in order. */
export const bodiesOf = (calls: StubCall[], key: string): unknown[] =>
  calls.filter((c) => c.key === key).map((c) => JSON.parse(String(c.init.body)));

/** The JSON body of the first call of one key. */
export const bodyOf = (calls: StubCall[], key: string) => JSON.parse(String(calls.find((c) => c.key === key)?.init.body));

afterEach(() => vi.restoreAllMocks());
