/**
 * Turns a failed call into the one line of text the user sees (docs/requirements.md §8), in this order:
 * 1. the Application-Error response header (decoded: a message that is not plain ASCII comes in RFC 8187's
 *    UTF-8 form, common's encodeErrorHeader);
 * 2. a string body, or a list (its items joined);
 * 3. the first field of the error body (Strapi's {data:null,error:{message}} or the portal's {message,...});
 * 4. otherwise, for a body that says nothing usable, 'Server error';
 * 5. a client-side failure (network, abort): its own message;
 * 6. anything else: 'Erros Code: <status> Message: <message>' (spelled so in docs/requirements.md §8).
 */
import { APPLICATION_ERROR_HEADER, Messages, decodeErrorHeader } from '@hearth/common';

export interface HeaderSource {
  get(name: string): string | null;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A list item may be a text, an identity error {code, description} or any object with a message. */
function itemText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    if (typeof o.code === 'string' && typeof o.description === 'string') return `${o.code} - ${o.description}`;
    if (typeof o.description === 'string') return o.description;
    if (typeof o.message === 'string') return o.message;
  }
  return String(item);
}

/** The first meaningful field of an object body; Strapi's envelope puts the message under `error`. */
function firstField(body: Record<string, unknown>): string | undefined {
  const strapiError = body.error;
  if (strapiError && typeof strapiError === 'object' && typeof (strapiError as { message?: unknown }).message === 'string') {
    const message = (strapiError as { message: string }).message;
    if (message.trim()) return message;
  }
  if (typeof body.message === 'string' && body.message.trim()) return body.message;
  for (const value of Object.values(body)) {
    if (isBlank(value)) continue;
    if (typeof value === 'string') return value;
    if (Array.isArray(value) && value.length) return value.map(itemText).join('\n');
  }
  return undefined;
}

export function errorToText(
  status: number,
  headers: HeaderSource | null | undefined,
  body: unknown,
  clientError?: { message?: string } | null,
  statusText = '',
): string {
  const header = decodeErrorHeader(headers?.get(APPLICATION_ERROR_HEADER) ?? '');
  if (header.trim()) return header;

  if (typeof body === 'string' && body.trim()) {
    // A JSON text that was not parsed yet is treated as the object it holds.
    const trimmed = body.trim();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        return errorToText(status, null, JSON.parse(trimmed), clientError, statusText);
      } catch {
        /* plain text after all */
      }
    }
    return body;
  }
  if (Array.isArray(body)) {
    if (body.length) return body.map(itemText).join('\n');
  } else if (body && typeof body === 'object') {
    return firstField(body as Record<string, unknown>) ?? Messages.serverError;
  }

  if (clientError?.message) return clientError.message;
  return `Erros Code: ${status} Message: ${statusText || clientError?.message || ''}`.trimEnd();
}
