import { describe, expect, it } from 'vitest';
import { readableFileName } from './constants';

describe('readableFileName', () => {
  it('is the title with the stored extension', () => {
    expect(readableFileName('Spring Newsletter 2026', 'big-newsletter-mwrxn0pl6676e2.pdf')).toBe('Spring Newsletter 2026.pdf');
    expect(readableFileName('Minutes.pdf', 'agm-x1.pdf')).toBe('Minutes.pdf');
  });
  it('drops characters file systems refuse and falls back to the stored name', () => {
    expect(readableFileName('AGM: 2026/03 "final"?', 'agm-x1.pdf')).toBe('AGM 2026 03 final.pdf');
    expect(readableFileName('../..', 'agm-x1.pdf')).toBe('agm-x1.pdf');
    expect(readableFileName('', 'agm-x1.pdf')).toBe('agm-x1.pdf');
    expect(readableFileName(null, 'agm-x1.pdf')).toBe('agm-x1.pdf');
  });
});
