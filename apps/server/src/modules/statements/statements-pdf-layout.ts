/**
 * The fixed geometry of a statement PDF (A4 portrait, points). Every table line has the same
 * height, so the number of pages follows from the number of lines alone: "Page X of Y" can be
 * written on each page as it streams out, without keeping earlier pages in memory to come back
 * to (pdfkit's bufferPages would hold every page until the end).
 */
export const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
export const LINE_HEIGHT_PT = 15;
export const TABLE_HEADER_HEIGHT_PT = 18;
/** Where the table starts: below the statement's header block on page 1, the running head after. */
export const FIRST_TABLE_TOP_PT = 250;
export const NEXT_TABLE_TOP_PT = 78;
/** The lowest a table line may end; the footer (page numbers) sits below it. */
export const TABLE_BOTTOM_PT = PAGE.height - 56;

export interface Column {
  key: 'date' | 'description' | 'reference' | 'amount' | 'fee' | 'balance';
  width: number;
  align: 'left' | 'right';
}

/** 515 points between the margins. */
export const COLUMNS: readonly Column[] = [
  { key: 'date', width: 72, align: 'left' },
  { key: 'description', width: 148, align: 'left' },
  { key: 'reference', width: 83, align: 'left' },
  { key: 'amount', width: 72, align: 'right' },
  { key: 'fee', width: 58, align: 'right' },
  { key: 'balance', width: 82, align: 'right' },
];

function linesFrom(top: number) {
  return Math.floor((TABLE_BOTTOM_PT - top - TABLE_HEADER_HEIGHT_PT) / LINE_HEIGHT_PT);
}

/** Table lines that fit on the first page and on every later page. */
export const FIRST_PAGE_LINES = linesFrom(FIRST_TABLE_TOP_PT);
export const NEXT_PAGE_LINES = linesFrom(NEXT_TABLE_TOP_PT);

/**
 * Pages for `movements` rows plus the opening and closing balance lines that frame them.
 */
export function pageCount(movements: number): number {
  const lines = movements + 2;
  if (lines <= FIRST_PAGE_LINES) return 1;
  return 1 + Math.ceil((lines - FIRST_PAGE_LINES) / NEXT_PAGE_LINES);
}
