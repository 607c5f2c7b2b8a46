import { BUSINESS_LIMITS } from '@granska/domain';

/** The list kit's page count, here too for the callers that import it from the pager. */
export { pageCount } from '../list/page-count';

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
