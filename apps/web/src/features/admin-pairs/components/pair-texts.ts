import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  COIN_SCALE,
  MAX_ORDER_AMOUNT_MINOR,
  MAX_TRADE_FEE_BPS,
  ORDER_AMOUNT_DECIMALS,
  PAIR_MESSAGES,
  PAIR_RULE_MESSAGES,
} from '@soko/shared';
import { FEE_MESSAGE, UNEXPECTED_ERROR } from '../lib/pair-rules';

const maxOrderWhole = (MAX_ORDER_AMOUNT_MINOR / 10n ** BigInt(COIN_SCALE)).toString();

/**
 * The pair checks' texts are English constants shared with the server (@soko/shared pairs.ts),
 * so both refuse the same input with the same words; the screens show them through this table,
 * keyed by the constant, in the current language. A text not in it (a server's) shows as sent.
 */
const TEXTS = new Map<string, MessageDescriptor>([
  [PAIR_MESSAGES.bothRequired, msg`Please select both base and quote currencies`],
  [PAIR_MESSAGES.mustDiffer, msg`Base and quote currencies must be different`],
  [PAIR_MESSAGES.exists, msg`This trading pair already exists`],
  [PAIR_RULE_MESSAGES.quoteChoice, msg`The quote currency must be KES or USDT.`],
  [PAIR_RULE_MESSAGES.sizeNotANumber, msg`Please enter a valid amount`],
  [
    PAIR_RULE_MESSAGES.sizeDecimals,
    msg`Order sizes have at most ${ORDER_AMOUNT_DECIMALS} decimals.`,
  ],
  [PAIR_RULE_MESSAGES.minPositive, msg`The minimum order size must be greater than 0.`],
  [PAIR_RULE_MESSAGES.maxBelowMin, msg`The maximum order size must be at least the minimum.`],
  [PAIR_RULE_MESSAGES.maxTooLarge, msg`The maximum order size is at most ${maxOrderWhole}.`],
  [PAIR_RULE_MESSAGES.unknownBase, msg`Coin information not found.`],
  [PAIR_RULE_MESSAGES.usdtMissing, msg`Add the USDT coin before creating pairs quoted in USDT.`],
  [
    FEE_MESSAGE,
    msg`A fee is a whole number of basis points, 0 to ${MAX_TRADE_FEE_BPS} (1 bps = 0.01 %).`,
  ],
  [UNEXPECTED_ERROR, msg`An unexpected error occurred`],
]);

/** Shows a pair check's text in the current language; any other text as is. */
export function usePairText(): (text: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (text) => {
    if (text === undefined) return undefined;
    const descriptor = TEXTS.get(text);
    return descriptor ? i18n._(descriptor) : text;
  };
}
