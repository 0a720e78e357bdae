import type { StatementTexts } from './statement-texts.js';
import { formatMinor, scaleOf, type StatementRow } from '@soko/shared';
import { nairobiIso } from './statement-period.js';
import type { MovementRow } from './statements.repository.js';

/**
 * Turning a movement into the words of a statement line (pure). Amounts inside descriptions are
 * exact and readable (decisions.md 27): thousands separators, KES and prices with 2 decimals,
 * coins with trailing zeros trimmed down to 4 decimals, so nothing is rounded away.
 */

/** "1,234,567" from "1234567"; the sign and fraction are left alone. */
function groupThousands(decimal: string): string {
  const [whole = '0', fraction] = decimal.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const grouped = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${fraction}`;
}

/** An exact amount for people: KES with 2 decimals, a coin with 4 to 8 (zeros trimmed to 4). */
export function readableAmount(minor: bigint, currency: string): string {
  const exact = formatMinor(minor, scaleOf(currency));
  const trimmed = scaleOf(currency) > 4 ? exact.replace(/(\.\d{4}\d*?)0+$/, '$1') : exact;
  return groupThousands(trimmed);
}

/** A price in quote minor units per whole coin, with 2 decimals (prices move in 0.01 steps). */
function readablePrice(priceMinor: bigint, quote: string): string {
  const exact = formatMinor(priceMinor, scaleOf(quote));
  const [whole = '0', fraction = ''] = exact.split('.');
  // A price is a whole number of 0.01 steps, so cutting to 2 decimals drops only zeros.
  return `${groupThousands(whole)}.${fraction.padEnd(2, '0').slice(0, 2)} ${quote}`;
}

const CODE_WORDS: Record<string, keyof StatementTexts> = {
  deposit: 'cryptoDeposit',
  withdrawal_settle: 'cryptoWithdrawal',
  fee: 'withdrawalFee',
  mpesa_deposit: 'mpesaDeposit',
  mpesa_withdrawal_settle: 'mpesaWithdrawal',
  trade_fee: 'tradingFee',
  adjustment: 'adjustment',
};

function describeTrade(row: MovementRow, texts: StatementTexts): string | undefined {
  const { trade_amount_minor: amount, trade_price_minor: price, pair_base: base } = row;
  if (amount === null || price === null || !base || !row.pair_quote) return undefined;
  const verb = row.trade_buyer ? texts.bought : texts.sold;
  return `${verb} ${readableAmount(amount, base)} ${base} @ ${readablePrice(price, row.pair_quote)}`;
}

export function describeMovement(row: MovementRow, texts: StatementTexts): string {
  if (row.trade_id) return describeTrade(row, texts) ?? texts.trade;
  if (row.codes.includes('adjustment')) {
    const reason = row.history_description?.trim();
    return reason ? `${texts.adjustment}: ${reason}` : texts.adjustment;
  }
  if (row.payment_id) {
    return row.payment_type === 'withdrawal' ? texts.mpesaWithdrawal : texts.mpesaDeposit;
  }
  if (row.withdrawal_id) return texts.cryptoWithdrawal;
  const principal = row.codes.find((code) => code !== 'fee' && code !== 'trade_fee');
  const word = CODE_WORDS[principal ?? row.codes[0] ?? ''];
  return word ? (texts[word] as string) : texts.movement;
}

/**
 * What the trader can look the movement up by: the M-Pesa receipt (else our payment reference),
 * the chain transaction id, the trade id, else the order or request id.
 */
export function referenceOf(row: MovementRow): string {
  if (row.payment_id) return row.payment_receipt ?? row.payment_reference ?? row.payment_id;
  if (row.trade_id) return row.trade_id;
  return (
    row.tx_hash ?? row.withdrawal_id ?? row.transaction_id ?? row.order_id ?? row.codes.join(',')
  );
}

/** One exact statement line; `balanceMinor` is the total after it. */
export function toStatementRow(
  row: MovementRow,
  currency: string,
  balanceMinor: bigint,
  texts: StatementTexts,
): StatementRow {
  const scale = scaleOf(currency);
  return {
    at: nairobiIso(row.created_at),
    description: describeMovement(row, texts),
    reference: referenceOf(row),
    amount: formatMinor(row.amount_minor, scale),
    fee: formatMinor(row.fee_minor, scale),
    balance: formatMinor(balanceMinor, scale),
  };
}
