import {
  type AdminFulfilmentResponse,
  type AdminPack,
  type AdminPackingListPaper,
} from '@maplepack/api-contract';
import { shopDay } from '@maplepack/calendar';
import PDFDocument from 'pdfkit';
import { winAnsiPrintable } from '../pdf/win-ansi';

export interface PackingListPdfOptions {
  /** When the list was made, printed in the header and kept as the PDF's creation date. */
  madeAt: Date;
  /** Letter (Canada's) unless a printer is set up for A4. */
  paper?: AdminPackingListPaper;
  /** Tests turn compression off to read the text straight from the bytes. */
  compress?: boolean;
}

// Points. Helvetica and Helvetica-Bold are two of the 14 standard fonts every reader has: nothing is
// embedded, and their WinAnsi encoding covers French (é è à ç ô œ « » ’).
const MARGIN = 48;
const FOOTER = 24;
const BODY = 10;
const GAP = 14;
const CELL_PAD = 3;
// The pill table's columns as shares of the text width; the product name takes what is left.
const NUMBER_COLUMNS = [0.17, 0.17, 0.08, 0.15] as const;
const TEXT = {
  title: (date: string) => `Packing list for ${date}`,
  counts: (packs: number, pills: number) =>
    `${packs === 1 ? '1 pack' : `${packs} packs`} to prepare, ${pills} pills in all`,
  made: (at: Date) => `Made ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  none: 'No pack to prepare on this day.',
  pack: (id: number) => `Order #${id}`,
  continued: (id: number) => `Order #${id} (continued)`,
  paid: (day: string) => `Paid ${day}`,
  shipTo: 'Ship to',
  packed: 'Packed',
  columns: ['Product', 'Morning a day', 'Evening a day', 'Days', 'Pills in pack'],
  page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  running: (date: string) => `Packing list for ${date}`,
} as const;

type Doc = PDFKit.PDFDocument;

/** The address as it goes on the box: name, street lines, city province postcode, country. */
export function shippingLines(pack: AdminPack): string[] {
  const ship = pack.shipping;
  const name = [ship.first_name, ship.last_name].join(' ').trim() || pack.name;
  return [
    name,
    ship.address_1,
    ship.address_2,
    [ship.city, ship.state, ship.postcode].filter((part) => part !== '').join(' '),
    ship.country === 'CA' ? 'Canada' : ship.country,
  ]
    .map((line) => winAnsiPrintable(line).trim())
    .filter((line) => line !== '');
}

function columnWidths(width: number): number[] {
  const numbers = NUMBER_COLUMNS.map((share) => Math.floor(width * share));
  return [width - numbers.reduce((sum, each) => sum + each, 0), ...numbers];
}

function rowHeight(doc: Doc, cells: readonly string[], widths: readonly number[], bold: boolean): number {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(BODY);
  const heights = cells.map((cell, index) =>
    doc.heightOfString(cell, { width: (widths[index] ?? 0) - 2 * CELL_PAD }),
  );
  return Math.max(...heights) + 2 * CELL_PAD;
}

function drawRow(doc: Doc, cells: readonly string[], widths: readonly number[], bold: boolean): void {
  const top = doc.y;
  const height = rowHeight(doc, cells, widths, bold);
  let x = MARGIN;
  for (const [index, cell] of cells.entries()) {
    const width = widths[index] ?? 0;
    doc.text(cell, x + CELL_PAD, top + CELL_PAD, {
      width: width - 2 * CELL_PAD,
      align: index === 0 ? 'left' : 'right',
    });
    x += width;
  }
  doc
    .moveTo(MARGIN, top + height)
    .lineTo(x, top + height)
    .lineWidth(bold ? 1 : 0.5)
    .stroke();
  doc.x = MARGIN;
  doc.y = top + height;
}

/** How far down the page's text may go (the footer's band is below it). */
const bottomOf = (doc: Doc) => doc.page.height - MARGIN - FOOTER;

interface PackParts {
  heading: string;
  paid: string;
  address: string[];
  header: string[];
  rows: string[][];
}

function partsOf(pack: AdminPack): PackParts {
  return {
    heading: TEXT.pack(pack.order_id),
    paid: TEXT.paid(shopDay(new Date(pack.date_paid))),
    address: shippingLines(pack),
    header: [...TEXT.columns],
    rows: pack.lines.map((line) => [
      winAnsiPrintable(line.name),
      String(line.morning_pills),
      String(line.evening_pills),
      String(line.days),
      String(line.total_pills),
    ]),
  };
}

/** The height a pack's block takes, measured with the fonts it is drawn with. */
function packHeight(doc: Doc, parts: PackParts, widths: readonly number[]): number {
  doc.font('Helvetica-Bold').fontSize(13);
  let height = doc.heightOfString(parts.heading) + 4;
  doc.font('Helvetica').fontSize(BODY);
  height += doc.heightOfString(TEXT.shipTo) + 2;
  for (const line of parts.address) height += doc.heightOfString(line, { width: 300 });
  height += 6 + rowHeight(doc, parts.header, widths, true);
  for (const row of parts.rows) height += rowHeight(doc, row, widths, false);
  return height + GAP;
}

function drawPack(doc: Doc, pack: AdminPack, parts: PackParts, widths: readonly number[]): void {
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(13).text(parts.heading, MARGIN, top);
  // A box to tick, at the right of the heading, as on the page.
  doc.font('Helvetica').fontSize(BODY);
  const tick = MARGIN + width - doc.widthOfString(TEXT.packed) - 16;
  doc
    .rect(tick, top + 2, 9, 9)
    .lineWidth(0.8)
    .stroke();
  doc.text(TEXT.packed, tick + 14, top + 2, { lineBreak: false });
  doc.text(parts.paid, MARGIN, top + 2, { width: tick - MARGIN - 12, align: 'right' });
  doc.x = MARGIN;
  doc.y = top + doc.font('Helvetica-Bold').fontSize(13).heightOfString(parts.heading) + 4;
  doc.font('Helvetica-Bold').fontSize(BODY).text(TEXT.shipTo);
  doc.moveDown(0.2);
  doc.font('Helvetica').fontSize(BODY);
  for (const line of parts.address) doc.text(line, { width: 300 });
  doc.y += 6;
  drawRow(doc, parts.header, widths, true);
  for (const row of parts.rows) {
    // Only a pack taller than a whole page gets here with no room: it goes on over the page, its
    // table's header repeated under "continued".
    if (doc.y + rowHeight(doc, row, widths, false) > bottomOf(doc)) {
      doc.addPage();
      doc.font('Helvetica-Bold').fontSize(13).text(TEXT.continued(pack.order_id));
      doc.y += 4;
      drawRow(doc, parts.header, widths, true);
    }
    drawRow(doc, row, widths, false);
  }
  doc.y += GAP;
}

function drawHeader(doc: Doc, list: AdminFulfilmentResponse, madeAt: Date): void {
  const pills = list.packs.reduce(
    (sum, pack) => sum + pack.lines.reduce((lines, line) => lines + line.total_pills, 0),
    0,
  );
  doc.font('Helvetica-Bold').fontSize(18).text(TEXT.title(list.date));
  doc.font('Helvetica').fontSize(BODY).text(TEXT.counts(list.packs.length, pills));
  doc.text(TEXT.made(madeAt));
  doc.y += GAP;
  if (list.packs.length === 0) doc.text(TEXT.none);
}

/** "Page n of m" and the list's date at the foot of every page, once all pages exist. */
function drawFooters(doc: Doc, date: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Text below the bottom margin would make pdfkit open a new page: lift the margin while writing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - BODY;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('Helvetica').fontSize(8);
    doc.text(TEXT.running(date), MARGIN, y, { width, align: 'left', lineBreak: false });
    doc.text(TEXT.page(index - range.start + 1, range.count), MARGIN, y, {
      width,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The day's packing list as a PDF: a header (the day, how many packs and pills, when it was made),
 * then one block per pack — order number, the address as it goes on the box, and each product's
 * morning and evening pills a day for the pack's days — and "Page n of m" at every foot. A pack
 * never breaks across pages unless it alone is taller than a page. Data in, bytes out: no clock,
 * no database.
 */
export function packingListPdf(
  list: AdminFulfilmentResponse,
  { madeAt, paper = 'letter', compress = true }: PackingListPdfOptions,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: paper === 'a4' ? 'A4' : 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    compress,
    lang: 'en-CA',
    displayTitle: true,
    info: {
      Title: TEXT.title(list.date),
      Creator: 'Maplepack back office',
      Producer: 'Maplepack',
      CreationDate: madeAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const widths = columnWidths(doc.page.width - 2 * MARGIN);
  drawHeader(doc, list, madeAt);
  for (const pack of list.packs) {
    const parts = partsOf(pack);
    const needs = packHeight(doc, parts, widths);
    // A pack that does not fit in what is left of the page starts a new one.
    if (doc.y + needs > bottomOf(doc) && doc.y > MARGIN) doc.addPage();
    drawPack(doc, pack, parts, widths);
  }
  drawFooters(doc, list.date);
  doc.end();
  return done;
}
