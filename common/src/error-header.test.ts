import { describe, expect, it } from 'vitest';
import { decodeErrorHeader, encodeErrorHeader } from './error-header';

describe('the Application-Error header text', () => {
  it('sends plain ASCII as it is', () => {
    expect(encodeErrorHeader('A title is required; 100% sure.')).toBe('A title is required; 100% sure.');
    expect(decodeErrorHeader('A title is required; 100% sure.')).toBe('A title is required; 100% sure.');
  });

  it('sends any other character as RFC 8187 UTF-8, and reads it back whole', () => {
    for (const message of ['Under § 718.111, the records’ café', 'Line one\nline two', 'émoji 🏠 (ok)', "UTF-8''literal"]) {
      const header = encodeErrorHeader(message);
      expect(header).toMatch(/^UTF-8''[A-Za-z0-9!#$&+\-.^_`|~%]*$/);
      expect(decodeErrorHeader(header)).toBe(message);
    }
    expect(encodeErrorHeader('é’§')).toBe("UTF-8''%C3%A9%E2%80%99%C2%A7");
  });

  it('bounds the header to 500 characters, never cutting a character in two', () => {
    const long = '🏠'.repeat(600);
    expect(decodeErrorHeader(encodeErrorHeader(long))).toBe('🏠'.repeat(500));
  });

  it('leaves a malformed extended value as it came', () => {
    expect(decodeErrorHeader("UTF-8''%E2%80")).toBe("UTF-8''%E2%80");
  });
});
