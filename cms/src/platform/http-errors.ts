/**
 * The portal's one way to answer an error (docs/architecture.md "Errors and validation"). Every
 * refusal is thrown from here — services, controllers, policies, middlewares and document-service
 * middleware alike, so an edit in the Strapi admin panel is refused with the same status and text
 * as the API — and has one shape, {data:null, error:{status,name,message,details}}, written by
 * Strapi's error middleware; the global `application-error` middleware, the one place that sets the
 * Application-Error header, copies the message into it: the web client reads it first
 * (docs/requirements.md §8). No other file of cms/src imports Strapi's `errors`, writes a 4xx/5xx
 * status or calls ctx.badRequest and its kin (tests/platform/one-error-style.test.ts).
 */
import createError from 'http-errors';
import { errors } from '@strapi/utils';
import type { z } from 'zod';
import { Messages, RETRY_AFTER_SECONDS, firstIssueMessage } from '@hearth/common';

/**
 * A refusal: `details` is {} when there are none (the one shape). A `name` other than the status's
 * own (400 BadRequestError, 403 ForbiddenError, ...) is part of an answer's contract: the Auth API
 * answers ValidationError, the web app reads InsufficientUserAuthentication. A 5xx made here is
 * meant (exposed): its name and text reach the client, unlike a failure's (failureAnswer below).
 */
export const httpError = (status: number, message: string, details: unknown = {}, name?: string) =>
  createError(status, message, { details, ...(name === undefined ? {} : { name, expose: true }) });

export const badRequest = (message: string, details?: unknown) => httpError(400, message, details);
export const unauthorized = (message: string) => httpError(401, message);
export const forbidden = (message: string) => httpError(403, message);
export const notFound = (message: string) => httpError(404, message);
export const conflict = (message: string) => httpError(409, message);
export const unprocessable = (message: string) => httpError(422, message);
export const payloadTooLarge = (message: string) => httpError(413, message);
export const insufficientStorage = (message: string = Messages.storageFull) => httpError(507, message);
export const serviceUnavailable = (message: string = Messages.portalUnavailable) => httpError(503, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => httpError(429, message, { retryAfterSeconds });
/** The 400 of the Auth API and the Media Library's file check: named ValidationError, as Strapi's own. */
export const validationError = (message: string) => httpError(400, message, {}, 'ValidationError');
/** A route policy's refusal, named PolicyError as Strapi's policies answer. */
export const policyRefusal = (message: string) => httpError(403, message, {}, 'PolicyError');

/**
 * The one exception, hidden here: Strapi's auth-strategy contract. A strategy's verify() refuses
 * with Strapi's ForbiddenError, which Strapi's authorize step itself answers 403 "Forbidden"
 * (@strapi/core compose-endpoint); an error of ours would pass it by with another message.
 */
export const strategyRefusal = () => new errors.ForbiddenError(Messages.forbidden);

interface ParseOptions {
  /** A request body: absent counts as empty ({}); anything but a JSON object is refused. */
  body?: boolean;
  /** The Auth API's refusal (docs/api.md): a 400 ValidationError, the first issue's message, no issue list. */
  authApi?: boolean;
}

/** The Auth API's body check: a JSON object parsed with a schema of @hearth/common. */
export const AUTH_API_BODY: ParseOptions = { body: true, authApi: true };

/**
 * The one input check: parses with a zod schema or throws a 400 whose message is the first issue's
 * (docs/requirements.md §5 texts), with the issues in details (the Auth API: none).
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, options: ParseOptions = {}): z.infer<S> {
  let input = value;
  if (options.body) {
    input = value === undefined || value === null || value === '' ? {} : value;
    if (typeof input !== 'object' || Array.isArray(input)) throw refusal('The request body must be a JSON object.', options);
  }
  const result = schema.safeParse(input);
  if (!result.success) {
    const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw refusal(firstIssueMessage(result.error), options, { issues });
  }
  return result.data;
}

const refusal = (message: string, options: ParseOptions, details?: unknown) =>
  options.authApi ? validationError(message) : badRequest(message, details);

/**
 * An error answer outside /api whose shape a protocol fixes, written without throwing: a file
 * under /uploads that is not served (the static server's plain "Not Found"), a byte range that
 * cannot be served (RFC 9110 §15.5.17), the identity provider's OAuth errors (RFC 6749 §5.2,
 * RFC 6750 §3). Everything else is thrown with the helpers above.
 */
export function answerProtocolError(ctx: { status: number; body: unknown }, status: number, body: unknown): void {
  ctx.status = status;
  ctx.body = body;
}

/*
 * Failures of ours (5xx). Their answers never carry internal text: a database or disk error
 * is mapped to a fixed message, anything else to a generic one with the request's id, which
 * the log line repeats with the full error.
 */

/** Node and driver codes that mean the database cannot be reached or cannot write right now. */
const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, crash recovery, starting up, too many connections, connection exceptions.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08P01',
  // PostgreSQL: disk full, out of memory, I/O error (server side).
  '53100',
  '53200',
  '58030',
]);
const DATABASE_DOWN_TEXT =
  /Timeout acquiring a connection|Connection terminated|connection error|the database system is|terminating connection|Unable to acquire a connection|Connection ended|server closed the connection|Client was closed|pool is draining|aborted.*pool/i;

/** Codes of a storage folder that cannot take the file. */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);
const STORAGE_DENIED_CODES = new Set(['EROFS', 'EACCES', 'EPERM']);

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    // SQLite: full disk, read-only or unreadable file, locked beyond busy_timeout.
    if (/^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|BUSY|LOCKED|PROTOCOL|NOTADB)/.test(code)) return true;
    if (DATABASE_DOWN_CODES.has(code)) return true;
    if (typeof e.message === 'string' && DATABASE_DOWN_TEXT.test(e.message)) return true;
  }
  return false;
}

/** 507 when the storage is full, 503 when it refuses writes; null for other errors. */
function storageFailureStatus(error: unknown): 503 | 507 | null {
  for (const e of causes(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (STORAGE_FULL_CODES.has(code)) return 507;
    if (STORAGE_DENIED_CODES.has(code)) return 503;
  }
  return null;
}

export interface FailureAnswer {
  status: number;
  name: string;
  message: string;
  retryAfterSeconds?: number;
}

/** What a client is told about an unexpected error: status and a fixed text, nothing of the error's own. */
export function failureAnswer(error: unknown, requestId: string): FailureAnswer {
  // A deliberate 507 or 503 (a file found shorter than sent, say) is already the true answer.
  if (createError.isHttpError(error) && error.status === 507) return { status: 507, name: 'InsufficientStorage', message: error.message };
  if (createError.isHttpError(error) && error.status === 503) {
    return { status: 503, name: 'ServiceUnavailable', message: error.message, retryAfterSeconds: RETRY_AFTER_SECONDS };
  }
  const storage = storageFailureStatus(error);
  if (storage === 507) return { status: 507, name: 'InsufficientStorage', message: Messages.storageFull };
  if (storage === 503) return { status: 503, name: 'StorageUnavailable', message: Messages.storageUnavailable };
  if (isDatabaseUnavailable(error)) {
    return { status: 503, name: 'ServiceUnavailable', message: Messages.portalUnavailable, retryAfterSeconds: RETRY_AFTER_SECONDS };
  }
  return { status: 500, name: 'InternalServerError', message: Messages.internalError(requestId) };
}

/** An answer the portal meant to give (a 4xx or a named 5xx made above, Strapi's ApplicationError family): passed on as it is. */
export function isIntendedAnswer(error: unknown): boolean {
  if (error instanceof errors.ApplicationError) return true;
  return createError.isHttpError(error) && (error.status < 500 || error.expose);
}

/**
 * A caller's own copy of a failure shared by several callers (one lookup awaited by many):
 * each request gets its own error object, with the original as its cause.
 */
function ownCopy(error: unknown): Error {
  const code = (error as { code?: unknown } | null)?.code;
  return Object.assign(new Error(error instanceof Error ? error.message : String(error)), {
    cause: error,
    ...(code === undefined ? {} : { code }),
  });
}

/** The shared promise, as each awaiting caller should see it (its own error object on failure). */
export const sharedResult = <T>(shared: Promise<T>): Promise<T> => shared.catch((error) => Promise.reject(ownCopy(error)));
