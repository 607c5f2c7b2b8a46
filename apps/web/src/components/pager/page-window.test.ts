import { describe, expect, it } from 'vitest';
import { pageCount, pageWindow } from './page-window';

describe('pageCount', () => {
  it('fills pages of ten', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageCount(95)).toBe(10);
    expect(pageCount(7, 3)).toBe(3);
  });
});

describe('pageWindow', () => {
  it('shows every page when there are nine or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('starts at the first page near the beginning', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(5, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('centres the current page in the middle', () => {
    expect(pageWindow(6, 20)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(10, 20)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
  });

  it('ends at the last page near the end', () => {
    expect(pageWindow(16, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(20, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('never links more than nine pages, and always the current one', () => {
    for (let pages = 1; pages <= 30; pages += 1) {
      for (let current = 1; current <= pages; current += 1) {
        const window = pageWindow(current, pages);
        expect(window.length).toBe(Math.min(9, pages));
        expect(window).toContain(current);
        expect(window[0]).toBeGreaterThanOrEqual(1);
        expect(window.at(-1)).toBeLessThanOrEqual(pages);
      }
    }
  });

  it('clamps a current page outside the range and honours an even window', () => {
    expect(pageWindow(0, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(99, 20)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(5, 20, 4)).toEqual([4, 5, 6, 7]);
  });
});
