import { expect, type Page } from '@playwright/test';

/** The narrowest screen WCAG 1.4.10 asks a page to work on without scrolling sideways. */
export const NARROW_SCREEN = { width: 320, height: 640 };

/**
 * WCAG 1.4.10 reflow: the page does not scroll sideways (a wide table may, inside its own scroll box),
 * and its first heading and the header's user menu are on the screen.
 */
export async function expectReflow(page: Page): Promise<void> {
  await expect
    .poll(
      () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      { message: `${page.url()} scrolls sideways by this many pixels` },
    )
    .toBeLessThanOrEqual(0);
  await expect(page.getByRole('heading').first()).toBeInViewport({ ratio: 1 });
  const userMenu = page.getByRole('banner').getByRole('button', { name: /användarmeny|user menu/i });
  if ((await userMenu.count()) > 0) await expect(userMenu).toBeInViewport({ ratio: 1 });
}
