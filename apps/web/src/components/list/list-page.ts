import type { Paging } from '@granska/domain';
import { pageCount } from './page-count';

/** A list page as the screens show it: 1-based page, number of pages, total rows. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/**
 * A paged envelope (paging.md: 0-based `page`, `size`, `total`) as a 1-based list page. `pages` is the
 * pager's count (at least one) unless the list counts its pages otherwise.
 */
export const toListPage = <T>(
  envelope: { result: T[]; paging: Paging },
  pages: number = pageCount(envelope.paging.total, envelope.paging.size),
): ListPage<T> => ({
  items: envelope.result,
  page: envelope.paging.page + 1,
  pages,
  total: envelope.paging.total,
});
