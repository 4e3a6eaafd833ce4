import { describe, expect, it } from 'vitest';
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
});
