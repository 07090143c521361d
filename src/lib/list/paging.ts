// The list rules: the first page replaces, later pages append; an empty later
// page means no more data and the page number steps back; a page shorter than the page size
// means no more data. Default page size 20.
export const DEFAULT_PAGE_SIZE = 20;

export type Page<T> = { rows: T[]; total?: number; hasMore?: boolean; pageIndex?: number; pageSize?: number };

export type ListState<T> = { rows: T[]; pageIndex: number; hasMore: boolean; total: number };

export const emptyList = <T,>(): ListState<T> => ({ rows: [], pageIndex: 0, hasMore: true, total: 0 });

/**
 * Folds the page numbered `pageIndex` into the list. A page holds at most the `pageSize` rows asked
 * for: a server that answers more (5000 rows for a page of 20) would otherwise freeze the phone
 * drawing them; the rest come page by page, as load more asks for them (issue #17).
 */
export function applyPage<T>(state: ListState<T>, pageIndex: number, given: Page<T>, pageSize = DEFAULT_PAGE_SIZE): ListState<T> {
  const page = given.rows.length > pageSize ? { ...given, rows: given.rows.slice(0, pageSize) } : given;
  const total = page.total ?? state.total;
  if (pageIndex <= 1) {
    return { rows: page.rows, pageIndex: 1, hasMore: page.rows.length >= pageSize && page.hasMore !== false, total };
  }
  if (page.rows.length === 0) {
    // Nothing on this page: no more data, and the page number stays on the last page that had rows.
    return { ...state, pageIndex: pageIndex - 1, hasMore: false, total };
  }
  return {
    rows: [...state.rows, ...page.rows],
    pageIndex,
    hasMore: page.rows.length >= pageSize && page.hasMore !== false,
    total,
  };
}

/** The page to ask for next, or undefined when there is no more. */
export const nextPageIndex = (state: ListState<unknown>) => (state.hasMore ? state.pageIndex + 1 : undefined);
