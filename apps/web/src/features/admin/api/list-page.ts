import { MAIN_API_FALLBACK, mainApiErrorMessage, type Paging } from '@granska/domain';
import { pageCount } from '../../../components/pager/page-window';

/**
 * The catalogue's message for a call (spec §8, domain `mainApiErrorMessage`); for a call the catalogue
 * does not list yet, the given Swedish message instead of the generic 'Något gick fel'.
 */
export const callErrorMessage = (method: string, path: string, otherwise: string): string => {
  const message = mainApiErrorMessage(method, path);
  return message === MAIN_API_FALLBACK ? otherwise : message;
};

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
