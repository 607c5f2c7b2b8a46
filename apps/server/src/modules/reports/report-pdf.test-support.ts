import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

const open = async (bytes: Uint8Array) => {
  const task = getDocument({
    data: new Uint8Array(bytes),
    // The standard fonts (Helvetica's metrics and outlines) ship inside pdfjs-dist: nothing is fetched.
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    disableFontFace: true,
    verbosity: 0,
  });
  const document = await task.promise;
  return Object.assign(document, { close: () => task.destroy() });
};

/** The text of each page of a PDF, items joined by spaces. */
export const pdfPageTexts = async (bytes: Uint8Array): Promise<string[]> => {
  const document = await open(bytes);
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.close();
  return texts;
};

/** Page `number` rendered to PNG, as a person would see it, and the share of its pixels that are not white. */
export const pdfPageToPng = async (
  bytes: Uint8Array,
  number = 1,
  scale = 1.5,
): Promise<{ png: Buffer; width: number; height: number; inkRatio: number }> => {
  const document = await open(bytes);
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
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
  let inked = 0;
  for (let index = 0; index < pixels.length; index += 4) {
    if (
      (pixels[index] ?? 255) < 200 ||
      (pixels[index + 1] ?? 255) < 200 ||
      (pixels[index + 2] ?? 255) < 200
    ) {
      inked += 1;
    }
  }
  const png = canvas.toBuffer('image/png');
  await document.close();
  return { png, width: canvas.width, height: canvas.height, inkRatio: inked / (pixels.length / 4) };
};
