import { useCallback, useEffect, useState } from 'react';

interface KeysetState {
  resetKey: string;
  /** tokens[n] fetches page n + 1; the first page needs none. */
  tokens: readonly (string | null)[];
  /** 1-based. */
  page: number;
}

export interface KeysetPages {
  /** 1-based number of the page shown. */
  page: number;
  /** The token that fetches the page shown (null for the first). */
  token: string | null;
  /** The pages that can be opened: those seen, and the next once its token is known. */
  pages: number;
  hasNext: boolean;
  setPage(page: number): void;
  previous(): void;
  next(): void;
  /** The token of the page after the one shown, from its answer (null when it is the last). */
  learn(nextToken: string | null): void;
}

const start = (resetKey: string): KeysetState => ({ resetKey, tokens: [null], page: 1 });

/**
 * The pages of a token-paged list (GET /jobs?nextToken, docs/decisions/web-list-kit.md): a keyset
 * page knows the next page, not how many there are, so the list keeps the tokens it has seen. They
 * live in the component, not the address: a token outlives neither the list's order nor a reload.
 * A new `resetKey` (another queue, another search) starts from the first page.
 */
export const useKeysetPages = (resetKey: string): KeysetPages => {
  const [stored, setState] = useState(() => start(resetKey));
  const state = stored.resetKey === resetKey ? stored : start(resetKey);
  if (state !== stored) setState(state);
  const { tokens, page } = state;

  const setPage = useCallback(
    (next: number) =>
      setState((current) => ({ ...current, page: Math.min(Math.max(1, next), current.tokens.length) })),
    [],
  );
  const learn = useCallback(
    (nextToken: string | null) =>
      setState((current) => {
        if (current.tokens.length !== current.page) return current;
        return nextToken ? { ...current, tokens: [...current.tokens, nextToken] } : current;
      }),
    [],
  );
  return {
    page,
    token: tokens[page - 1] ?? null,
    pages: tokens.length,
    hasNext: tokens.length > page,
    setPage,
    previous: () => setPage(page - 1),
    next: () => setPage(page + 1),
    learn,
  };
};

/** Feeds a keyset list's answer to its pages; an answer kept from the previous page teaches nothing. */
export const useLearnNextToken = (
  pages: Pick<KeysetPages, 'learn'>,
  query: { data?: { nextToken: string | null }; isPlaceholderData: boolean },
): void => {
  const nextToken = query.isPlaceholderData ? null : (query.data?.nextToken ?? null);
  const { learn } = pages;
  useEffect(() => learn(nextToken), [learn, nextToken]);
};
