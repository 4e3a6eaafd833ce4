import { describe, expect, it } from 'vitest';
import { adminScreenList, PAGE_LIST, PAGE_TITLES } from '@hearth/common';
import { hasLabel } from './labels';

describe("common's registry labels", () => {
  it('each has its message in the catalog (shown in the reader’s language)', () => {
    const labels = [
      ...PAGE_LIST.flatMap(({ menu }) => (menu ? [menu.label] : [])),
      ...adminScreenList().map((screen) => screen.menu),
      ...Object.values(PAGE_TITLES),
    ];
    expect(labels.filter((label) => !hasLabel(label))).toEqual([]);
  });
});
