/**
 * The portal's own 4xx answers. Thrown from services and document-service middleware alike,
 * so an edit in the Strapi admin panel is refused with the same status and text as the API.
 * Strapi's error middleware formats them as {data:null, error:{status,name,message,details}};
 * the global `application-error` middleware copies the message into the Application-Error
 * header, which the web client reads first (spec 8).
 */
import createError from 'http-errors';
import type { z } from 'zod';
import { firstIssueMessage } from '@hearth/common';

export const APPLICATION_ERROR_HEADER = 'Application-Error';

export const httpError = (status: number, message: string, details?: unknown) =>
  createError(status, message, details === undefined ? {} : { details });

export const badRequest = (message: string, details?: unknown) => httpError(400, message, details);
export const forbidden = (message: string) => httpError(403, message);
export const notFound = (message: string) => httpError(404, message);
export const conflict = (message: string) => httpError(409, message);
export const unprocessable = (message: string) => httpError(422, message);
export const payloadTooLarge = (message: string) => httpError(413, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  httpError(429, message, { retryAfterSeconds });

/** Parses with a zod schema or throws a 400 whose message is the first issue's (spec 5 texts). */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badRequest(firstIssueMessage(result.error), { issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) });
  }
  return result.data;
}

/** Header text safe for an HTTP header value: one line, printable ASCII, bounded. */
export const headerSafe = (message: string) =>
  message.replace(/[\r\n]+/g, ' ').replace(/[^\x20-\x7e]/g, '?').slice(0, 500);
