/**
 * The portal's own 4xx answers. Thrown from services and document-service middleware alike,
 * so an edit in the Strapi admin panel is refused with the same status and text as the API.
 * Strapi's error middleware formats them as {data:null, error:{status,name,message,details}};
 * the global `application-error` middleware, the one place that sets the Application-Error
 * header, copies the message into it: the web client reads it first (docs/requirements.md §8).
 */
import createError from 'http-errors';
import { errors } from '@strapi/utils';
import type { z } from 'zod';
import { Messages, RETRY_AFTER_SECONDS, firstIssueMessage } from '@hearth/common';

export const APPLICATION_ERROR_HEADER = 'Application-Error';

export const httpError = (status: number, message: string, details?: unknown) =>
  createError(status, message, details === undefined ? {} : { details });

export const badRequest = (message: string, details?: unknown) => httpError(400, message, details);
export const forbidden = (message: string) => httpError(403, message);
export const notFound = (message: string) => httpError(404, message);
export const conflict = (message: string) => httpError(409, message);
export const unprocessable = (message: string) => httpError(422, message);
export const payloadTooLarge = (message: string) => httpError(413, message);
export const insufficientStorage = (message: string = Messages.storageFull) => httpError(507, message);
export const serviceUnavailable = (message: string = Messages.portalUnavailable) => httpError(503, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) => httpError(429, message, { retryAfterSeconds });

/** Parses with a zod schema or throws a 400 whose message is the first issue's (docs/requirements.md §5 texts). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badRequest(firstIssueMessage(result.error), {
      issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return result.data;
}

/**
 * The Auth API's body check: a JSON object (absent counts as empty) parsed with a schema of
 * @hearth/common, else a 400 ValidationError with the first issue's message and no details,
 * the answer that API has always given.
 */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const value = input === undefined || input === null || input === '' ? {} : input;
  if (typeof value !== 'object' || Array.isArray(value)) throw new errors.ValidationError('The request body must be a JSON object.');
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new errors.ValidationError(firstIssueMessage(parsed.error));
  return parsed.data;
}

/**
 * Answers an error in Strapi's shape without throwing, for a route middleware whose answer Strapi
 * would otherwise rewrite (a thrown 403 loses its message in Strapi's authorize step).
 */
export function answerError(ctx: { status: number; body: unknown }, status: number, name: string, message: string): void {
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}

/** Header text safe for an HTTP header value: one line, printable ASCII, bounded. */
export const headerSafe = (message: string) =>
  message
    .replace(/[\r\n]+/g, ' ')
    .replace(/[^\x20-\x7e]/g, '?')
    .slice(0, 500);

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

/** An answer the portal meant to give (http-errors below 500, Strapi's ApplicationError family): passed on as it is. */
export function isIntendedAnswer(error: unknown): boolean {
  if (error instanceof errors.ApplicationError) return true;
  return createError.isHttpError(error) && error.status < 500;
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
