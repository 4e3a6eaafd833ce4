import { describe, expect, it } from 'vitest';
import { format } from 'date-fns';
import { describeChange } from './describeChange';

describe('an activity change in words', () => {
  it('names the field by its label and writes plain values', () => {
    expect(describeChange({ field: 'unitNumber', before: '101', after: '102' })).toBe('Unit number: 101 → 102');
    expect(describeChange({ field: 'active', before: true, after: false })).toBe('Active: Yes → No');
    expect(describeChange({ field: 'itemDate', before: null, after: '2026-11-20' })).toBe('Item date: — → 2026-11-20');
  });

  it('writes lists and records as words, never as JSON', () => {
    const text = describeChange({
      field: 'details',
      before: [{ id: 4, sequence: 1, body: 'Bring a towel.' }],
      after: [
        { id: 4, sequence: 1, body: 'Bring two towels.' },
        { sequence: 2, body: 'Shower first.' },
      ],
    });
    expect(text).toBe('Details: Sequence 1, Body Bring a towel. → Sequence 1, Body Bring two towels.; Sequence 2, Body Shower first.');
    expect(describeChange({ field: 'portalRoles', before: ['owner'], after: ['owner', 'director'] })).toBe(
      'Portal roles: owner → owner; director',
    );
    expect(text).not.toMatch(/[{}"[\]]/);
  });

  it('reads a claim whose value is a record stored as JSON text as words', () => {
    const text = describeChange({
      field: 'claims',
      before: [
        { type: 'given_name', value: 'Quinn' },
        { type: 'address', value: '{"unit_number":"508","street_name":"Maple Court"}' },
      ],
      after: [
        { type: 'given_name', value: 'Quincy' },
        { type: 'address', value: '{"unit_number":"509","street_name":"Maple Court"}' },
      ],
    });
    expect(text).toBe(
      'Claims: Given name Quinn; Address Unit number 508, Street name Maple Court → ' +
        'Given name Quincy; Address Unit number 509, Street name Maple Court',
    );
    expect(text).not.toMatch(/[{}"[\]]/);
    // Text that only looks like JSON stays as typed.
    expect(describeChange({ field: 'title', before: '{draft', after: '[1] Pool rules' })).toBe('Title: {draft → [1] Pool rules');
  });

  it('writes a date and time in local time, as the When column does; a date alone stays a date', () => {
    const at = '2026-11-20T14:05:09.000Z';
    const local = format(new Date(at), 'yyyy-MM-dd HH:mm:ss');
    expect(describeChange({ field: 'emailVerifiedAt', before: null, after: at })).toBe(`Email verified at: — → ${local}`);
    expect(describeChange({ field: 'itemDate', before: '2026-11-19', after: '2026-11-20' })).toBe('Item date: 2026-11-19 → 2026-11-20');
  });
});
