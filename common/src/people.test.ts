import { describe, expect, it } from 'vitest';
import { displayName } from './people';

describe('displayName', () => {
  it('joins the first and last name', () => {
    expect(displayName({ firstName: 'Priya', lastName: 'Raman' })).toBe('Priya Raman');
  });
  it('keeps the part that is given, without a stray space', () => {
    expect(displayName({ firstName: 'Priya', lastName: null })).toBe('Priya');
    expect(displayName({ firstName: '', lastName: 'Raman' })).toBe('Raman');
  });
  it('falls back to the user name, then to the fallback', () => {
    expect(displayName({ firstName: null, lastName: ' ', userName: 'owner' })).toBe('owner');
    expect(displayName({}, '#7')).toBe('#7');
    expect(displayName({})).toBe('');
  });
});
