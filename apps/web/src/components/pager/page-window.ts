import { BUSINESS_LIMITS } from '@granska/domain';

/** How many pages `total` items fill at `pageSize` a page (at least one). */
export const pageCount = (total: number, pageSize: number = BUSINESS_LIMITS.PAGE_SIZE): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/**
 * The page numbers to link (1-based): at most `maxLinks`, a window centred on the current page where
 * it can be, slid against the first or last page where it cannot (spec §9: up to 9 links).
 */
export const pageWindow = (
  current: number,
  pages: number,
  maxLinks: number = BUSINESS_LIMITS.MAX_PAGE_LINKS,
): number[] => {
  const last = Math.max(1, Math.floor(pages));
  const links = Math.max(1, Math.min(Math.floor(maxLinks), last));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const start = Math.min(Math.max(1, page - Math.floor((links - 1) / 2)), last - links + 1);
  return Array.from({ length: links }, (_, index) => start + index);
};
