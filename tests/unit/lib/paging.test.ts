import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPage, DEFAULT_PAGE_SIZE, emptyList, nextPageIndex } from '@/lib/list/paging';

const rows = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i);

describe('list paging', () => {
  it('defaults to 20 a page', () => expect(DEFAULT_PAGE_SIZE).toBe(20));

  it('the first page replaces whatever was there', () => {
    const before = { rows: [99, 98], pageIndex: 3, hasMore: false, total: 2 };
    expect(applyPage(before, 1, { rows: rows(20) }).rows).toEqual(rows(20));
  });

  it('a page that answers more rows than asked keeps the page size, and more come with load more', () => {
    const huge = applyPage(emptyList<number>(), 1, { rows: rows(5000), total: 5000 });
    expect(huge.rows).toEqual(rows(20));
    expect(huge).toMatchObject({ hasMore: true, total: 5000 });
    expect(applyPage(huge, 2, { rows: rows(5000, 20) }).rows).toEqual(rows(40));
  });

  it('later pages append', () => {
    const one = applyPage(emptyList<number>(), 1, { rows: rows(20) });
    const two = applyPage(one, 2, { rows: rows(20, 20) });
    expect(two.rows).toEqual(rows(40));
    expect(two.pageIndex).toBe(2);
    expect(nextPageIndex(two)).toBe(3);
  });

  it('an empty later page means no more, and the page number steps back', () => {
    const two = applyPage(applyPage(emptyList<number>(), 1, { rows: rows(20) }), 2, { rows: rows(20, 20) });
    const three = applyPage(two, 3, { rows: [] });
    expect(three).toMatchObject({ rows: rows(40), pageIndex: 2, hasMore: false });
    expect(nextPageIndex(three)).toBeUndefined();
  });

  it('a page shorter than the page size means no more', () => {
    const one = applyPage(emptyList<number>(), 1, { rows: rows(7) });
    expect(one.hasMore).toBe(false);
  });

  it('a full page the server marks hasMore: false means no more', () => {
    expect(applyPage(emptyList<number>(), 1, { rows: rows(20), hasMore: false }).hasMore).toBe(false);
  });

  it('never loses or repeats rows over any sequence of page sizes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 8 }), (sizes) => {
        let state = emptyList<number>();
        let served = 0;
        let page = 1;
        for (const size of sizes) {
          if (page > 1 && !state.hasMore) break;
          state = applyPage(state, page, { rows: rows(size, served) });
          served += size;
          page = state.pageIndex + 1;
        }
        expect(state.rows).toEqual(rows(served));
      }),
    );
  });
});
