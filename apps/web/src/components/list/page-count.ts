import { BUSINESS_LIMITS, pageCount as pagesOf } from '@granska/domain';

/**
 * How many pages `total` items fill at `pageSize` a page, at least one: the pager's count. The
 * formula is the domain's (`pageCount` on a paging envelope, 0 for none); a list always has a page.
 */
export const pageCount = (total: number, pageSize: number = BUSINESS_LIMITS.PAGE_SIZE): number =>
  Math.max(1, pagesOf({ total: Math.max(0, total), size: Math.max(1, pageSize) }));
