import { describe, expect, it } from 'vitest';
import { errorToText } from './error-to-text';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
const none = headers({});

describe('errorToText follows docs/requirements.md §8 in order', () => {
  it('1. the Application-Error header wins over everything', () => {
    expect(errorToText(400, headers({ 'Application-Error': 'From header' }), { message: 'From body' }, { message: 'client' })).toBe(
      'From header',
    );
  });
  it('1. the header’s RFC 8187 UTF-8 form is decoded: §, ’ and é arrive whole', () => {
    expect(errorToText(400, headers({ 'Application-Error': "UTF-8''%C2%A7 1%20%E2%80%99caf%C3%A9%E2%80%99" }), {})).toBe('§ 1 ’café’');
  });
  it('2. a string body', () => {
    expect(errorToText(400, none, 'Plain text problem')).toBe('Plain text problem');
  });
  it('2. a JSON text body is read as the object it holds', () => {
    expect(errorToText(400, none, '{"message":"Inside JSON"}')).toBe('Inside JSON');
  });
  it('2. a list body: its items joined, identity errors as code - description', () => {
    expect(errorToText(400, none, ['First', 'Second'])).toBe('First\nSecond');
    expect(errorToText(400, none, [{ code: 'DuplicateUserName', description: 'Taken' }])).toBe('DuplicateUserName - Taken');
  });
  it("3. the first field of the body: Strapi's envelope", () => {
    const strapi = { data: null, error: { status: 400, name: 'ValidationError', message: 'A title is required', details: {} } };
    expect(errorToText(400, none, strapi)).toBe('A title is required');
  });
  it("3. the first field of the body: the portal's own {message}", () => {
    expect(errorToText(409, none, { message: 'Already there', status: 409 })).toBe('Already there');
  });
  it('3. otherwise the first non-empty text field', () => {
    expect(errorToText(400, none, { title: ['Too long'] })).toBe('Too long');
    expect(errorToText(400, none, { reason: 'Because' })).toBe('Because');
  });
  it("4. a body with nothing usable is 'Server error'", () => {
    expect(errorToText(500, none, { data: null })).toBe('Server error');
    expect(errorToText(500, none, {})).toBe('Server error');
  });
  it('5. a client error (no answer) gives its own message', () => {
    expect(errorToText(0, null, undefined, { message: 'Failed to fetch' })).toBe('Failed to fetch');
  });
  it("6. otherwise 'Erros Code: <status> Message: <message>'", () => {
    expect(errorToText(502, none, undefined, null, 'Bad Gateway')).toBe('Erros Code: 502 Message: Bad Gateway');
    expect(errorToText(404, none, '', null, 'Not Found')).toBe('Erros Code: 404 Message: Not Found');
  });
  it('an empty header or list falls through to the next rule', () => {
    expect(errorToText(400, headers({ 'Application-Error': '  ' }), { message: 'Body' })).toBe('Body');
    expect(errorToText(503, none, [], null, 'Unavailable')).toBe('Erros Code: 503 Message: Unavailable');
  });
});
