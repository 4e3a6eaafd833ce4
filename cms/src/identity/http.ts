/** Small request/response helpers of the Auth API: body validation and the Application-Error header. */
import { errors } from '@strapi/utils';
import { firstIssueMessage } from '@hearth/common';
import type { z } from 'zod';

/** Validates a request body (or headers object) with a schema of @hearth/common: 400 with the spec's message. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const value = input === undefined || input === null || input === '' ? {} : input;
  if (typeof value !== 'object' || Array.isArray(value)) throw new errors.ValidationError('The request body must be a JSON object.');
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new errors.ValidationError(firstIssueMessage(parsed.error));
  return parsed.data;
}

/** The client reads this header first for the error text (spec 8). Header values must be plain ASCII. */
export function setErrorHeader(ctx, message: unknown): void {
  if (typeof message !== 'string' || !message) return;
  ctx.set('Application-Error', message.replace(/[^\x20-\x7e]/g, '?').slice(0, 500));
}

/** Answers an error in Strapi's shape, with the header. */
export function answerError(ctx, status: number, name: string, message: string): void {
  setErrorHeader(ctx, message);
  ctx.status = status;
  ctx.body = { data: null, error: { status, name, message, details: {} } };
}
