import { Pager } from '../pager/pager';
import { DataTable, type DataTableProps } from './data-table';
import type { ListPage } from './list-page';

export type PagedTableProps<T> = Omit<DataTableProps<T>, 'rows'> & {
  list: ListPage<T>;
  onPage: (page: number) => void;
};

/** One page of a list as a table, with the pager below it. */
export const PagedTable = <T,>({ list, onPage, ...table }: PagedTableProps<T>) => (
  <>
    <DataTable rows={list.items} {...table} />
    <Pager page={list.page} pages={list.pages} onChange={onPage} />
  </>
);
