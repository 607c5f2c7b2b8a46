import { useEffect } from 'react';

const PRODUCT = 'Granska';

/** The browser tab's title for the page shown: "<page> – Granska" (WCAG 2.4.2), the product alone without one. */
export const pageTitle = (title: string | null | undefined): string =>
  title ? `${title} – ${PRODUCT}` : PRODUCT;

/** Sets the document's title while the page is shown. */
export const usePageTitle = (title: string | null | undefined): void => {
  useEffect(() => {
    // undefined: a page inside names the tab (PageHeading); a frame does not overwrite it.
    if (title !== undefined) document.title = pageTitle(title);
  }, [title]);
};
