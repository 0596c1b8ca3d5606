import { describe, expect, it } from 'vitest';
import { withRowsKept } from './words-table';

const range = (startIndex: number, endIndex: number, overscan = 0, count = 340) => ({
  startIndex,
  endIndex,
  overscan,
  count,
});

describe('withRowsKept', () => {
  it("keeps every row the server rendered while the screen shows the table's first rows", () => {
    // A phone's screen shows rows 0 to 4; the server rendered 20.
    expect(withRowsKept(range(0, 4), 20)).toEqual(Array.from({ length: 20 }, (_, index) => index));
  });

  it('adds the rows beyond the screen after the kept ones, with nothing missing in between', () => {
    expect(withRowsKept(range(15, 24, 6), 20)).toEqual(Array.from({ length: 31 }, (_, index) => index));
  });

  it('renders only the screen and its margin once the table is scrolled past the rows kept', () => {
    expect(withRowsKept(range(100, 110, 6), 20)).toEqual(
      Array.from({ length: 23 }, (_, index) => 94 + index),
    );
  });

  it('keeps nothing more for a table the browser rendered itself, or one shorter than the rows kept', () => {
    expect(withRowsKept(range(0, 4, 0), 0)).toEqual([0, 1, 2, 3, 4]);
    expect(withRowsKept(range(0, 4, 0, 8), 8)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});
