import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useLeaving } from './use-leaving';

const SEARCH_DELAY_MS = 300;

/** What a list keeps in its history entry. */
interface ListState {
  search: string;
}

const searchOf = (state: unknown): string => {
  const search = (state as Partial<ListState> | null)?.search;
  return typeof search === 'string' ? search : '';
};

export interface ListParams<F extends string> {
  /** Each filter's value from the address, null when unset or not one of its allowed values. */
  filters: Record<F, string | null>;
  /** 1-based. */
  page: number;
  /** The search the list shows, trimmed: what was typed once typing paused. */
  search: string;
  /** What the search field shows as the user types. */
  searchInput: string;
  setSearchInput(text: string): void;
  /** Sets a filter ('' or null clears it) and goes back to the first page. */
  setFilter(name: F, value: string | null): void;
  /** Sets several filters at once (a submitted form) and goes back to the first page. */
  setFilters(values: Partial<Record<F, string | null>>): void;
  setPage(page: number): void;
  /** True when a search or a filter narrows the list: an empty list then means "no match". */
  narrowed: boolean;
  /** Moves to page `pages` unless the user is leaving the list (useKeepPageInRange). */
  moveToLastPage(pages: number): void;
}

/**
 * A list's parameters (docs/decisions/web-list-kit.md): filters and page in the address, so a link, a
 * reload and Back keep them; the search text in the history entry, never in the address, because it may
 * be a personal number. A new search, once typing pauses for 300 ms, starts from the first page; a page
 * number beyond the last page (the list shrank) moves to the last one (useKeepPageInRange). Neither
 * navigates once the user has clicked their way elsewhere (useLeaving): that would undo the click.
 */
export const useListParams = <F extends string>(
  allowed: { readonly [name in F]: readonly string[] | 'any' },
): ListParams<F> => {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const leaving = useLeaving();
  const search = searchOf(location.state);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const filters = Object.fromEntries(
    (Object.keys(allowed) as F[]).map((name) => {
      const value = params.get(name);
      const values = allowed[name];
      return [
        name,
        value !== null && value !== '' && (values === 'any' || values.includes(value)) ? value : null,
      ];
    }),
  ) as Record<F, string | null>;

  const update = useCallback(
    (changes: Record<string, string | null>, nextSearch: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true, state: { search: nextSearch } satisfies ListState },
      ),
    [setParams],
  );

  const [searchInput, setSearchInput] = useState(search);
  const [debounced] = useDebouncedValue(searchInput, SEARCH_DELAY_MS);
  const typed = debounced.trim();
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    if (!leaving.current) update({ page: null }, typed);
  }, [typed, update, leaving]);

  const setFilter = useCallback(
    (name: F, value: string | null) => update({ [name]: value, page: null }, search),
    [update, search],
  );
  const setFilters = useCallback(
    (values: Partial<Record<F, string | null>>) =>
      update({ ...(values as Record<string, string | null>), page: null }, search),
    [update, search],
  );
  const setPage = useCallback(
    (next: number) => update({ page: next === 1 ? null : String(next) }, search),
    [update, search],
  );
  const moveToLastPage = useCallback(
    (pages: number) => {
      if (!leaving.current) update({ page: String(pages) }, search);
    },
    [update, search, leaving],
  );

  return {
    filters,
    page,
    search,
    searchInput,
    setSearchInput,
    setFilter,
    setFilters,
    setPage,
    narrowed: search !== '' || Object.values(filters).some((value) => value !== null),
    moveToLastPage,
  };
};

/** A list that shrank under the current page (a draft removed) goes back to its last page. */
export const useKeepPageInRange = (
  list: Pick<ListParams<string>, 'page' | 'moveToLastPage'>,
  pages: number | undefined,
): void => {
  const { page, moveToLastPage } = list;
  useEffect(() => {
    if (pages !== undefined && pages > 0 && page > pages) moveToLastPage(pages);
  }, [page, pages, moveToLastPage]);
};
