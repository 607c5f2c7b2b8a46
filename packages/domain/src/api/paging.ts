import { z } from 'zod';
import { BUSINESS_LIMITS } from '../validation/limits';
import { OK_STATUS } from './envelopes';

/**
 * Paged lists of the main API (docs/decisions/paging.md). The request carries `page` (0-based) and
 * `size` (default 10, spec §9; at most 100). The success envelope keeps `result` as the page's items and
 * adds `paging: {page, size, total}`; `total` counts every matching item across all pages.
 */
export const DEFAULT_PAGE_SIZE = BUSINESS_LIMITS.PAGE_SIZE;
export const MAX_PAGE_SIZE = 100;

export const Paging = z.object({
  page: z.number().int().min(0),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE),
  total: z.number().int().min(0),
});
export type Paging = z.infer<typeof Paging>;

/** `page` and `size` from a query string (strings coerced to numbers). */
export const pageQueryFields = (defaultSize: number = DEFAULT_PAGE_SIZE) => ({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
});

/** `page` and `size` in a JSON body (numbers, no coercion). */
export const pageBodyFields = (defaultSize: number = DEFAULT_PAGE_SIZE) => ({
  page: z.number().int().min(0).default(0),
  size: z.number().int().min(1).max(MAX_PAGE_SIZE).default(defaultSize),
});

/** A successful paged main-API envelope: one page of `item` in `result`, plus `paging`. */
export const pagedOkEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.literal(OK_STATUS),
    message: z.string(),
    result: z.array(item),
    paging: Paging,
  });

export type PagedOkEnvelope<T> = { status: typeof OK_STATUS; message: string; result: T[]; paging: Paging };

/** How many pages `total` items fill at `size` per page (0 for none). */
export const pageCount = (paging: Pick<Paging, 'size' | 'total'>): number =>
  Math.ceil(paging.total / paging.size);
