// Aliased: build.mjs's banner already declares `createRequire` at the top of dist/main.js.
import { createRequire as moduleRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * A report PDF's pages as PNG images (POST /report/finalasimages): pdfjs-dist draws each page on an
 * @napi-rs/canvas canvas (prebuilt native binaries, no install scripts). Both stay outside the bundle
 * (build.mjs keeps packages external), so pdfjs finds its worker and standard fonts in node_modules.
 * They are loaded on first use, not at start: the server does not pay for them until a report is drawn,
 * and a platform without the canvas binary fails this call only.
 */

// Resolved from this file's place at run time (src/ in tests, dist/main.js in the built server).
const pdfjsRoot = dirname(moduleRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** Pixels per PDF point: 1.5 is 108 dpi, an A4 page of about 893 × 1263 pixels, readable on screen. */
export const REPORT_IMAGE_SCALE = 1.5;

export interface OpenedPdf {
  document: PDFDocumentProxy;
  close: () => Promise<void>;
}

/** Opens a PDF for reading (text) or drawing. Close it when done. */
export const openPdf = async (bytes: Uint8Array): Promise<OpenedPdf> => {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = getDocument({
    data: new Uint8Array(bytes),
    // The standard fonts (Helvetica's metrics and outlines) ship inside pdfjs-dist: nothing is fetched.
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    disableFontFace: true,
    verbosity: 0,
  });
  return { document: await task.promise, close: () => task.destroy() };
};

/** Page `number` (from 1) drawn on a white canvas at `scale`. */
export const drawPdfPage = async (
  document: PDFDocumentProxy,
  number: number,
  scale = REPORT_IMAGE_SCALE,
): Promise<Canvas> => {
  const { createCanvas } = await import('@napi-rs/canvas');
  const page = await document.getPage(number);
  const viewport = page.getViewport({ scale });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdfjs is typed for the DOM's canvas; @napi-rs/canvas implements the same drawing API.
  type RenderParameters = Parameters<typeof page.render>[0];
  await page.render({
    canvas: canvas as unknown as RenderParameters['canvas'],
    canvasContext: context as unknown as RenderParameters['canvasContext'],
    viewport,
  }).promise;
  page.cleanup();
  return canvas;
};

export class TooManyPagesError extends Error {
  constructor(readonly pages: number) {
    super(`the PDF has ${pages} pages`);
  }
}

/**
 * Every page of the PDF as a PNG, in order. A PDF of more than `maxPages` pages is refused before any
 * page is drawn (TooManyPagesError), so one call cannot hold the process for long.
 */
export const pdfPagesAsPng = async (bytes: Uint8Array, maxPages: number): Promise<Buffer[]> => {
  const { document, close } = await openPdf(bytes);
  try {
    if (document.numPages > maxPages) throw new TooManyPagesError(document.numPages);
    const pages: Buffer[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      pages.push((await drawPdfPage(document, number)).toBuffer('image/png'));
    }
    return pages;
  } finally {
    await close();
  }
};
