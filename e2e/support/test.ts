import { createRequire } from 'node:module';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

export { expect };

/** WCAG 2.1 A and AA, the level the product promises (docs/decisions/accessibility.md). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/**
 * One page, no frames to merge (the product has none), and only the violations' nodes: axe still runs
 * every rule of the tags, but builds no node lists for what passed.
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  resultTypes: ['violations'],
  iframes: false,
};
/** How long a page may keep the network busy before it is checked as it is (BankID pages poll). */
const SETTLE_MS = 3_000;

interface Finding {
  url: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Checks every page a test visits with axe-core: each time a page's address changes (a load or the
 * app's own navigation) and once more at the end of the test, on whatever is shown then. A serious or
 * critical violation fails the test, named with its page, rule and elements.
 */
class AxeWatch {
  readonly findings: Finding[] = [];
  private checks: Promise<void> = Promise.resolve();

  async watchContext(context: BrowserContext): Promise<void> {
    // axe-core comes with each document the context loads, so a check sends only its call, not the
    // library (sending 550 KB of script a check was half of the checks' time).
    await context.addInitScript({ path: AXE_SOURCE_PATH });
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
  }

  private watchPage(page: Page): void {
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) this.queue(page, frame.url());
    });
  }

  /**
   * One check at a time, in the order the pages were visited. A check queued for an address the page
   * has left by the time its turn comes is dropped: it would check the page that came next, which has a
   * check of its own (a redirect's first address is no page anyone reads).
   */
  queue(page: Page, visited?: string): Promise<void> {
    this.checks = this.checks.then(() => (visited && page.url() !== visited ? undefined : this.check(page)));
    return this.checks;
  }

  private async settled(page: Page): Promise<void> {
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle', { timeout: SETTLE_MS }).catch(() => {});
    // A menu or dialog half-way through its transition is no state a person reads; spinners spin forever.
    await page
      .waitForFunction(
        () =>
          document
            .getAnimations()
            .every((animation) => animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY),
        undefined,
        { timeout: SETTLE_MS },
      )
      .catch(() => {});
  }

  private async failing(page: Page): Promise<Finding[]> {
    const url = new URL(page.url()).pathname;
    // A document loaded before the context had the init script has no axe yet.
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE_PATH });
    const results = await page.evaluate(
      (options) =>
        (window as unknown as { axe: { run(options: RunOptions): Promise<AxeResults> } }).axe.run(options),
      AXE_OPTIONS,
    );
    return results.violations
      .filter((violation) => violation.impact && FAILING_IMPACTS.has(violation.impact))
      .map((violation) => ({
        url,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      }));
  }

  private async check(page: Page): Promise<void> {
    if (page.isClosed() || page.url() === 'about:blank') return;
    try {
      await this.settled(page);
      const first = await this.failing(page);
      if (first.length === 0) return;
      // A finding counts when it is still there once the page has settled again: a state that lasted
      // only while the test acted beside the check (a notice fading out) is not one a person reads.
      await this.settled(page);
      const again = new Set((await this.failing(page)).map((finding) => `${finding.url} ${finding.rule}`));
      this.findings.push(...first.filter((finding) => again.has(`${finding.url} ${finding.rule}`)));
    } catch (error) {
      // The page went on (navigated or closed) while it was checked: the next page gets its own check.
      if (
        page.isClosed() ||
        // (axe-core injected into the page that was, then called in the one that replaced it: run)
        /context was destroyed|navigat|Target closed|has been closed|reading 'run(Partial)?'/i.test(
          String(error),
        )
      ) {
        return;
      }
      throw error;
    }
  }

  async settle(pages: readonly Page[]): Promise<void> {
    for (const page of pages) await this.queue(page);
  }
}

/** Every browser test's `test`: Playwright's, with axe-core on every page it visits. */
export const test = base.extend<{ axe: AxeWatch }>({
  axe: [
    async ({ context, browser }, use) => {
      const watch = new AxeWatch();
      const contexts: BrowserContext[] = [context];
      await watch.watchContext(context);
      // Pages of contexts the test opens itself (a second user, a phone) are checked too.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const opened = await newContext(...args);
        contexts.push(opened);
        await watch.watchContext(opened);
        return opened;
      };
      await use(watch);
      browser.newContext = newContext;
      await watch.settle(contexts.flatMap((each) => each.pages()));
      const report = watch.findings.map(
        (finding) =>
          `${finding.url}: ${finding.rule} (${finding.impact}) ${finding.help} — ${finding.targets.slice(0, 3).join(', ')}`,
      );
      expect([...new Set(report)], 'serious or critical axe-core violations').toEqual([]);
    },
    { auto: true },
  ],
});
