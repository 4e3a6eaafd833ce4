import { describe, expect, it } from 'vitest';
import { Messages } from '@hearth/common';
import { failureAnswer, insufficientStorage, serviceUnavailable } from '../../src/platform/http-errors';
import { describeFailure } from '../../src/middlewares/failure-answers';

describe('failure answers', () => {
  it('a deliberate 507 (a file stored shorter than sent) stays a 507 with its message', () => {
    const answer = failureAnswer(insufficientStorage(), 'r1');
    expect(answer).toMatchObject({ status: 507, name: 'InsufficientStorage', message: Messages.storageFull });
  });

  it('a deliberate 503 stays a 503 and asks the caller to retry', () => {
    const answer = failureAnswer(serviceUnavailable(), 'r2');
    expect(answer.status).toBe(503);
    expect(answer.message).toBe(Messages.portalUnavailable);
    expect(answer.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('a full disk met while writing is a 507, a read-only one a 503', () => {
    expect(failureAnswer(Object.assign(new Error('ENOSPC: no space left'), { code: 'ENOSPC' }), 'r3').status).toBe(507);
    expect(failureAnswer(Object.assign(new Error('EROFS: read-only'), { code: 'EROFS' }), 'r4').status).toBe(503);
  });

  it('anything else is a 500 that names the request, without the error text', () => {
    const answer = failureAnswer(new Error('SELECT secret FROM users'), 'r5');
    expect(answer.status).toBe(500);
    expect(answer.message).not.toContain('secret');
    expect(answer.message).toContain('r5');
  });

  it('logs a few KB at most of a failure whose driver text quotes a whole statement (megabytes), its head kept', () => {
    const statement = `insert into "hearth_booking_slots" values ${'(?, ?, ?), '.repeat(200_000)}- too many terms in compound SELECT`;
    const error = Object.assign(new Error('insert failed', { cause: Object.assign(new Error(statement), { code: 'SQLITE_ERROR' }) }), {
      code: 'E',
    });
    const logged = describeFailure(error);
    expect(logged.length).toBeLessThan(8_000);
    expect(logged).toContain('insert into "hearth_booking_slots"');
    expect(logged).toMatch(/characters left out/);
    expect(logged).toContain('[code SQLITE_ERROR]');
  });
});
