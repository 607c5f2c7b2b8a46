import type { Paging } from '@granska/domain';
import { pageCount } from '../../../components/pager/page-window';

/** A list page as the admin screens show it: 1-based page, number of pages, total rows. */
export interface ListPage<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/** A paged envelope (paging.md: 0-based `page`, `size`, `total`) as a 1-based list page. */
export const toListPage = <T>(envelope: { result: T[]; paging: Paging }): ListPage<T> => ({
  items: envelope.result,
  page: envelope.paging.page + 1,
  pages: pageCount(envelope.paging.total, envelope.paging.size),
  total: envelope.paging.total,
});
