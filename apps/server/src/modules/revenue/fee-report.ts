import {
  COIN_SCALE,
  FIAT_SCALE,
  exciseFilingDay,
  formatMinor,
  mulDivHalfUp,
  nairobiDayOf,
  nairobiMonthBounds,
  scaleOf,
  type FeeReport,
  type FeeReportLine,
} from '@soko/shared';
import type { Queryable } from '../../db/database.js';
import { exciseSums, feeSumsByKind, kesPricesAt } from './revenue.repository.js';

/**
 * The monthly revenue report (decisions.md 24). Amounts are exact per currency; KES values round
 * to the nearest cent, halves up (mulDivHalfUp: a valuation, owed to nobody), each line on its
 * own, and the totals add the rounded lines so the screen and the CSV add up as shown.
 */
type Prices = Map<string, bigint>;

function kesMinorOf(currency: string, amountMinor: bigint, prices: Prices): bigint | null {
  if (currency === 'KES') return amountMinor;
  const price = prices.get(currency);
  if (price === undefined) return null;
  return mulDivHalfUp(amountMinor, price, 10n ** BigInt(COIN_SCALE));
}

function line(currency: string, amountMinor: bigint, prices: Prices) {
  const kes = kesMinorOf(currency, amountMinor, prices);
  const view: FeeReportLine = {
    currency,
    amount: formatMinor(amountMinor, scaleOf(currency)),
    amountKes: kes === null ? null : formatMinor(kes, FIAT_SCALE),
  };
  return { view, kes: kes ?? 0n, priced: kes !== null };
}

function sumBy<T>(rows: T[], key: (row: T) => string, amount: (row: T) => bigint) {
  const sums = new Map<string, bigint>();
  for (const row of rows) sums.set(key(row), (sums.get(key(row)) ?? 0n) + amount(row));
  return [...sums].sort(([a], [b]) => a.localeCompare(b));
}

export function currentNairobiMonth(now: Date): string {
  return nairobiDayOf(now).slice(0, 7);
}

export async function buildFeeReport(q: Queryable, month: string, now: Date): Promise<FeeReport> {
  const { start, end } = nairobiMonthBounds(month);
  const pricedAt = end < now ? end : now;
  const kinds = await feeSumsByKind(q, start, end);
  const excise = await exciseSums(q, start, end);
  const currencies = [...new Set([...kinds, ...excise].map((row) => row.currency))];
  const prices = await kesPricesAt(q, currencies, pricedAt);
  const unpriced = new Set<string>();
  const lines = (sums: [string, bigint][]) =>
    sums.map(([currency, amountMinor]) => {
      const built = line(currency, amountMinor, prices);
      if (!built.priced) unpriced.add(currency);
      return built;
    });
  const fees = lines(
    sumBy(
      kinds,
      (r) => r.currency,
      (r) => r.amount_minor,
    ),
  );
  const exciseLines = lines(
    sumBy(
      excise,
      (r) => r.currency,
      (r) => r.amount_minor,
    ),
  );
  const total = (built: { kes: bigint }[]) =>
    formatMinor(
      built.reduce((sum, b) => sum + b.kes, 0n),
      FIAT_SCALE,
    );
  return {
    month,
    fees: fees.map((b) => b.view),
    byKind: kinds.map((row) => ({
      kind: row.kind,
      ...line(row.currency, row.amount_minor, prices).view,
    })),
    excise: exciseLines.map((b) => b.view),
    feesKes: total(fees),
    exciseKes: total(exciseLines),
    filingDate: exciseFilingDay(month),
    pricedAt: pricedAt.toISOString(),
    unpriced: [...unpriced].sort(),
  };
}

/** The report as CSV records (FEE_REPORT_CSV_COLUMNS): one line per kind and currency, then excise and totals. */
export function feeReportRecords(report: FeeReport): string[][] {
  const row = (
    label: string,
    l: { currency: string; amount: string; amountKes: string | null },
  ) => [report.month, label, l.currency, l.amount, l.amountKes ?? '', report.filingDate];
  return [
    ...report.byKind.map((l) => row(`${l.kind} fees`, l)),
    ...report.excise.map((l) => row('excise due', l)),
    row('total fees', { currency: 'KES', amount: report.feesKes, amountKes: report.feesKes }),
    row('total excise due', {
      currency: 'KES',
      amount: report.exciseKes,
      amountKes: report.exciseKes,
    }),
  ];
}
