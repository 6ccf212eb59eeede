import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';
import type { PrintView } from '../../views/vehicle/print-view.ts';
import { photoFor, type CarPhoto, type PhotoOptions } from './photo.ts';

/** What the PDF of a car is made from (GET /api/cars/:slug/print.pdf). */
export interface CarPdfInput {
  view: PrintView;
  /** The car's page on the dealer's site, printed so a paper copy leads back to it. */
  url: string;
  /** The site's brand colour for headings (a CSS colour; anything but hex falls back to ink). */
  brandColour?: string;
}

// A4 in points, with a 40 pt margin all round
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const PHOTO = { width: 300, height: 225 };
const INK = '#1d2327';
const MUTED = '#5b6670';
const RULE = '#d5dadf';

type Doc = PDFKit.PDFDocument;

function heading(doc: Doc, text: string, x: number, y: number, colour: string, width = CONTENT_WIDTH): number {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(colour).text(text, x, y, { width });
  return doc.y + 4;
}

function drawPhoto(doc: Doc, photo: CarPhoto, x: number, y: number): boolean {
  try {
    if (photo.kind === 'raster') {
      doc.image(photo.data, x, y, { fit: [PHOTO.width, PHOTO.height], align: 'center', valign: 'center' });
    } else {
      doc.save();
      doc.rect(x, y, PHOTO.width, PHOTO.height).clip();
      SVGtoPDF(doc, photo.svg, x, y, {
        width: PHOTO.width,
        height: PHOTO.height,
        preserveAspectRatio: 'xMidYMid slice',
        warningCallback: () => {},
      });
      doc.restore();
    }
    return true;
  } catch {
    // an image pdfkit cannot read: the sheet is still worth having without it
    return false;
  }
}

function drawSpecs(doc: Doc, view: PrintView, x: number, y: number, width: number, colour: string): number {
  let top = heading(doc, 'Key specifications', x, y, colour, width);
  const labelWidth = Math.min(90, width * 0.4);
  for (const spec of view.specs) {
    doc.font('Helvetica-Bold').fontSize(10);
    const height = Math.max(doc.heightOfString(spec.value, { width: width - labelWidth }), 12);
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(spec.label, x, top + 1, { width: labelWidth });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(INK)
      .text(spec.value, x + labelWidth, top, { width: width - labelWidth });
    top += height + 4;
    doc
      .moveTo(x, top - 2)
      .lineTo(x + width, top - 2)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  return top;
}

function drawFeatures(doc: Doc, features: readonly string[], y: number, colour: string): number {
  if (features.length === 0) return y;
  const top = heading(doc, 'Features', PAGE.margin, y, colour);
  const half = Math.ceil(features.length / 2);
  const columnWidth = (CONTENT_WIDTH - 20) / 2;
  let bottom = top;
  [features.slice(0, half), features.slice(half)].forEach((column, i) => {
    if (column.length === 0) return;
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(INK)
      .list([...column], PAGE.margin + i * (columnWidth + 20), top, { width: columnWidth, bulletRadius: 1.6 });
    bottom = Math.max(bottom, doc.y);
  });
  return bottom + 14;
}

function drawContact(doc: Doc, view: PrintView, url: string, y: number, colour: string): void {
  let top = y;
  if (top > PAGE.height - PAGE.margin - 90) {
    doc.addPage();
    top = PAGE.margin;
  }
  top = heading(doc, 'Contact the dealer', PAGE.margin, top, colour);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(view.dealer.name, PAGE.margin, top);
  doc.font('Helvetica').fontSize(10);
  if (view.dealer.address) doc.text(view.dealer.address);
  doc.font('Helvetica-Bold').text(`Phone: ${view.dealer.phone}`);
  doc.moveDown(0.8);
  doc.font('Helvetica').fontSize(9).fillColor(MUTED).text('See this car online: ', { continued: true });
  doc.fillColor(colour).text(url, { link: url, underline: true });
}

function hex(colour: string | undefined): string {
  return colour && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(colour.trim()) ? colour.trim() : INK;
}

function draw(doc: Doc, input: CarPdfInput, photo: CarPhoto | null): void {
  const { view, url } = input;
  const colour = hex(input.brandColour);
  const { margin } = PAGE;

  doc.font('Helvetica-Bold').fontSize(11).fillColor(colour).text(view.siteName, margin, margin, { width: 300 });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(`Printed ${view.printedOn}`, margin + 300, margin + 1, { width: CONTENT_WIDTH - 300, align: 'right' });
  doc
    .moveTo(margin, margin + 20)
    .lineTo(margin + CONTENT_WIDTH, margin + 20)
    .lineWidth(1)
    .strokeColor(colour)
    .stroke();

  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(INK)
    .text(view.title, margin, margin + 32, { width: CONTENT_WIDTH });
  doc.moveDown(0.2);
  doc
    .fontSize(18)
    .fillColor(colour)
    .text(view.price.text, { continued: Boolean(view.price.type || view.price.wasPrice) });
  if (view.price.type)
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(MUTED)
      .text(`  ${view.price.type}`, { continued: Boolean(view.price.wasPrice) });
  if (view.price.wasPrice) doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(`  Was ${view.price.wasPrice}`);
  if (view.sold) doc.font('Helvetica-Bold').fontSize(12).fillColor('#b42318').text('SOLD');

  const top = doc.y + 12;
  const drawn = photo !== null && drawPhoto(doc, photo, margin, top);
  const specsX = drawn ? margin + PHOTO.width + 16 : margin;
  const specsWidth = drawn ? CONTENT_WIDTH - PHOTO.width - 16 : CONTENT_WIDTH / 2;
  const specsBottom = drawSpecs(doc, view, specsX, top, specsWidth, colour);
  const afterTop = Math.max(drawn ? top + PHOTO.height : top, specsBottom) + 18;

  const afterFeatures = drawFeatures(doc, view.features, afterTop, colour);
  drawContact(doc, view, url, afterFeatures, colour);
}

/**
 * The car's one-page A4 sheet (spec §7 Print PDF): letterhead, title, price, photo beside
 * the key specs, the features in two columns, the dealer's contact and the page's address.
 * Only the standard PDF fonts, so no font is embedded and the file stays small. All CPU:
 * the render pool runs it on a worker thread, with the photo already fetched.
 */
export function drawCarPdf(input: CarPdfInput, photo: CarPhoto | null): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    info: { Title: input.view.title, Author: input.view.siteName, Subject: input.url },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  draw(doc, input, photo);
  doc.end();
  return done;
}

/** The car's sheet with its photo fetched first, all on the calling thread (tests, PRINT_WORKERS=0). */
export async function renderCarPdf(input: CarPdfInput, options: PhotoOptions = {}): Promise<Uint8Array<ArrayBuffer>> {
  return drawCarPdf(input, await photoFor(input.view.photo, options));
}
