import { drawPdfPage, openPdf } from '../../modules/reports/report-images';

/** The text of each page of a PDF, items joined by spaces. */
export const pdfPageTexts = async (bytes: Uint8Array): Promise<string[]> => {
  const { document, close } = await openPdf(bytes);
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await close();
  return texts;
};

/** The share of a PNG's pixels that are not white: a blank or failed render has none. */
export const pngInkRatio = async (png: Uint8Array): Promise<number> => {
  const { loadImage, createCanvas } = await import('@napi-rs/canvas');
  const image = await loadImage(Buffer.from(png));
  const context = createCanvas(image.width, image.height).getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
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
  return inked / (pixels.length / 4);
};

/** Page `number` rendered to PNG, as a person would see it, and the share of its pixels that are not white. */
export const pdfPageToPng = async (
  bytes: Uint8Array,
  number = 1,
  scale = 1.5,
): Promise<{ png: Buffer; width: number; height: number; inkRatio: number }> => {
  const { document, close } = await openPdf(bytes);
  const canvas = await drawPdfPage(document, number, scale);
  const png = canvas.toBuffer('image/png');
  await close();
  return { png, width: canvas.width, height: canvas.height, inkRatio: await pngInkRatio(png) };
};
