import { PassThrough, type Readable } from 'node:stream';
import PDFDocument from 'pdfkit';
import type { StatementHeader, StatementLine } from './statement-lines.js';
import { dayTextIn, type StatementTexts } from './statement-texts.js';
import { readableAmount } from './statement-rows.js';
import {
  COLUMNS,
  FIRST_PAGE_LINES,
  FIRST_TABLE_TOP_PT,
  LINE_HEIGHT_PT,
  NEXT_PAGE_LINES,
  NEXT_TABLE_TOP_PT,
  PAGE,
  TABLE_HEADER_HEIGHT_PT,
  pageCount,
  type Column,
} from './statements-pdf-layout.js';

/**
 * A statement as a PDF that reads like a bank statement (pdfkit, a kept library, with its
 * built-in Helvetica: no font files to ship). Page 1 carries the header (platform, trader,
 * currency, period, opening and closing balance); every page repeats the table's header and says
 * "Page X of Y". Pages are written out as they fill and the lines arrive in batches, waiting for
 * the client to read (backpressure), so memory stays flat however long the statement.
 */
type Doc = InstanceType<typeof PDFDocument>;
type Cells = Record<Column['key'], string>;

const INK = '#111827';
const MUTED = '#6b7280';
const RULE = '#d1d5db';
const BAND = '#f3f4f6';
const PLATFORM = 'Soko';

/** The text cut with an ellipsis (in the middle for references) to fit `width`. */
function fit(doc: Doc, text: string, width: number, middle = false): string {
  if (doc.widthOfString(text) <= width) return text;
  for (let keep = text.length - 1; keep > 1; keep -= 1) {
    const cut = middle
      ? `${text.slice(0, Math.ceil(keep / 2))}…${text.slice(text.length - Math.floor(keep / 2))}`
      : `${text.slice(0, keep)}…`;
    if (doc.widthOfString(cut) <= width) return cut;
  }
  return '…';
}

function cell(doc: Doc, text: string, x: number, y: number, column: Column) {
  const shown = fit(doc, text, column.width - 6, column.key === 'reference');
  const left = column.align === 'right' ? x + column.width - 3 - doc.widthOfString(shown) : x + 3;
  doc.text(shown, left, y, { lineBreak: false });
}

function drawLine(doc: Doc, y: number, cells: Cells, style: { bold?: boolean; band?: boolean }) {
  if (style.band) doc.rect(PAGE.margin, y, PAGE.width - 2 * PAGE.margin, LINE_HEIGHT_PT).fill(BAND);
  doc
    .font(style.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(7.5)
    .fillColor(INK);
  let x = PAGE.margin;
  for (const column of COLUMNS) {
    cell(doc, cells[column.key], x, y + 4, column);
    x += column.width;
  }
}

function drawTableHeader(doc: Doc, top: number, texts: StatementTexts) {
  const width = PAGE.width - 2 * PAGE.margin;
  doc.rect(PAGE.margin, top, width, TABLE_HEADER_HEIGHT_PT).fill('#1f2937');
  doc.font('Helvetica-Bold').fontSize(7.5).fillColor('#ffffff');
  let x = PAGE.margin;
  for (const column of COLUMNS) {
    cell(doc, texts.columns[column.key], x, top + 5.5, column);
    x += column.width;
  }
  return top + TABLE_HEADER_HEIGHT_PT;
}

function drawFooter(doc: Doc, header: StatementHeader, page: number, pages: number) {
  const y = PAGE.height - 40;
  doc
    .moveTo(PAGE.margin, y - 6)
    .lineTo(PAGE.width - PAGE.margin, y - 6)
    .strokeColor(RULE)
    .stroke();
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  const { texts } = header;
  const generated = texts.generated(texts.dateTime(header.generatedAt));
  doc.text(
    `${PLATFORM} · ${header.holder.username} · ${header.currency} · ${generated}`,
    PAGE.margin,
    y,
    {
      lineBreak: false,
    },
  );
  const label = texts.page(page, pages);
  doc.text(label, PAGE.width - PAGE.margin - doc.widthOfString(label), y, { lineBreak: false });
}

function periodText(header: StatementHeader) {
  const { texts, period } = header;
  return `${dayTextIn(texts, period.from)} – ${dayTextIn(texts, period.to)}`;
}

function money(minor: bigint, header: StatementHeader) {
  return `${readableAmount(minor, header.currency)} ${header.currency}`;
}

function summaryBox(doc: Doc, x: number, label: string, value: string) {
  doc.rect(x, 168, 160, 46).strokeColor(RULE).stroke();
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text(label, x + 10, 177, { lineBreak: false });
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor(INK)
    .text(fit(doc, value, 140), x + 10, 192, {
      lineBreak: false,
    });
}

/** Page 1's header block: who, what, when, and the two balances. */
function drawStatementHeader(doc: Doc, header: StatementHeader) {
  const right = PAGE.width - PAGE.margin;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('#047857').text(PLATFORM, PAGE.margin, 40);
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  const { texts } = header;
  doc.text(texts.tagline, PAGE.margin, 66, { lineBreak: false });
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK);
  const title = texts.title;
  doc.text(title, right - doc.widthOfString(title), 46, { lineBreak: false });
  doc.moveTo(PAGE.margin, 84).lineTo(right, 84).strokeColor(RULE).stroke();
  const facts: [string, string][] = [
    [texts.statementFor, header.holder.username],
    [texts.email, header.holder.email],
    [texts.currency, header.currency],
    [texts.period, `${periodText(header)} ${texts.nairobiTime}`],
  ];
  facts.forEach(([label, value], index) => {
    const y = 96 + index * 15;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(label, PAGE.margin, y, { lineBreak: false });
    doc
      .font('Helvetica-Bold')
      .fillColor(INK)
      .text(value, PAGE.margin + 80, y, { lineBreak: false });
  });
  const { summary } = header;
  summaryBox(doc, PAGE.margin, texts.openingBalance, money(summary.opening_minor, header));
  summaryBox(doc, PAGE.margin + 177, texts.closingBalance, money(summary.closing_minor, header));
  summaryBox(doc, PAGE.margin + 354, texts.movements, String(summary.movements));
  doc.font('Helvetica').fontSize(7).fillColor(MUTED);
  doc.text(texts.explanation, PAGE.margin, 226, { width: PAGE.width - 2 * PAGE.margin });
}

function drawRunningHead(doc: Doc, header: StatementHeader) {
  doc.font('Helvetica-Bold').fontSize(10).fillColor(INK);
  doc.text(`${PLATFORM} · ${header.texts.title}`, PAGE.margin, 40, { lineBreak: false });
  doc.font('Helvetica').fontSize(8).fillColor(MUTED);
  const text = `${header.holder.username} · ${header.currency} · ${periodText(header)}`;
  doc.text(text, PAGE.width - PAGE.margin - doc.widthOfString(text), 42, { lineBreak: false });
}

/** Resolves when `out` wants more, or is gone (a client that left never drains). */
function drained(out: PassThrough) {
  return new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.on('drain', done);
    out.on('close', done);
  });
}

/** Writes the lines, turning pages as they fill; returns when the last line is drawn. */
async function writeStatement(
  doc: Doc,
  out: PassThrough,
  header: StatementHeader,
  lines: AsyncIterable<StatementLine[]>,
) {
  const pages = pageCount(Number(header.summary.movements));
  let page = 1;
  let room = FIRST_PAGE_LINES;
  let y = drawTableHeader(doc, FIRST_TABLE_TOP_PT, header.texts);
  let count = 0;
  drawStatementHeader(doc, header);
  drawFooter(doc, header, page, pages);
  const put = (cells: Cells, bold = false) => {
    if (room === 0) {
      doc.addPage();
      page += 1;
      room = NEXT_PAGE_LINES;
      drawRunningHead(doc, header);
      drawFooter(doc, header, page, pages);
      y = drawTableHeader(doc, NEXT_TABLE_TOP_PT, header.texts);
    }
    drawLine(doc, y, cells, { bold, band: count % 2 === 1 });
    y += LINE_HEIGHT_PT;
    room -= 1;
    count += 1;
  };
  const blank = { reference: '', amount: '', fee: '' };
  const { startAt, endAt } = header.period;
  const opening = money(header.summary.opening_minor, header).replace(` ${header.currency}`, '');
  put(
    {
      ...blank,
      date: header.texts.dateTime(startAt),
      description: header.texts.openingBalance,
      balance: opening,
    },
    true,
  );
  for await (const batch of lines) {
    for (const { movement, row, balanceMinor } of batch) {
      const fee =
        movement.fee_minor === 0n ? '' : readableAmount(movement.fee_minor, header.currency);
      put({
        date: header.texts.dateTime(movement.created_at),
        description: row.description,
        reference: row.reference,
        amount: readableAmount(movement.amount_minor, header.currency),
        fee,
        balance: readableAmount(balanceMinor, header.currency),
      });
    }
    // Wait for the client to read what is queued before drawing the next batch.
    if (out.writableNeedDrain) await drained(out);
    if (out.destroyed) return;
  }
  const closing = money(header.summary.closing_minor, header).replace(` ${header.currency}`, '');
  const lastMinute = new Date(endAt.getTime() - 60_000);
  put(
    {
      ...blank,
      date: header.texts.dateTime(lastMinute),
      description: header.texts.closingBalance,
      balance: closing,
    },
    true,
  );
  if (page !== pages) throw new Error(`statement PDF drew ${page} pages, announced ${pages}`);
}

export function statementPdf(
  header: StatementHeader,
  lines: AsyncIterable<StatementLine[]>,
): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: 20, left: PAGE.margin, right: PAGE.margin },
    info: {
      Title: `${PLATFORM} statement ${header.currency} ${header.period.from} to ${header.period.to}`,
      // What a document manager or mail client lists the file by: whose, which currency, when.
      Subject: header.texts.subject(
        header.holder.username,
        header.currency,
        header.period.from,
        header.period.to,
      ),
      Author: PLATFORM,
    },
  });
  const out = new PassThrough();
  doc.pipe(out);
  writeStatement(doc, out, header, lines).then(
    () => doc.end(),
    (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
