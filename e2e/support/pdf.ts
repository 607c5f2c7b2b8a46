import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, test } from './test';

const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of a downloaded PDF's pages, in reading order, joined by spaces. */
export async function pdfText(path: string): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(await readFile(path)), standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join(' ');
}

/**
 * The customer's report of the order at `orderUrl`, downloaded as `fileName` once it is rendered
 * (scheduled work renders it a moment after the approval), as its text.
 */
export async function downloadedReportText(page: Page, orderUrl: string, fileName: string): Promise<string> {
  const download = page.getByRole('button', { name: 'Ladda ner rapport' });
  await expect(async () => {
    await page.goto(orderUrl);
    // The page itself may take seconds to render on a busy machine; only the report's state is retried.
    await expect(download).toBeVisible();
    await expect(download).not.toHaveAttribute('aria-disabled', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const path = test.info().outputPath(fileName);
  await file.saveAs(path);
  return pdfText(path);
}
