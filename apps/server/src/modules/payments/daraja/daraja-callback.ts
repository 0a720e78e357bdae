/**
 * Daraja's callbacks (reference/mpesa-providers.md §2.3 and §2.6), read by shape:
 *   STK     {Body: {stkCallback: {MerchantRequestID, CheckoutRequestID, ResultCode, ResultDesc,
 *            CallbackMetadata?: {Item: [{Name, Value}]}}}}: no metadata on a failure.
 *   B2C     {Result: {ResultType, ResultCode, ResultDesc, OriginatorConversationID,
 *            ConversationID, TransactionID, ResultParameters?: {ResultParameter: [{Key, Value}]}}}
 *   timeout the same Result shape posted to the QueueTimeOutURL: not a failure (the payout may
 *           still happen), only progress; the reconciliation job settles it later.
 * Items are looked up by name, never by position, and codes are read as text whatever their type.
 */
import { field, textField, wholeKesToMinor } from '../provider-http.js';
import type { CallbackHint, CallbackParse, ParsedCallback } from '../provider.js';
import { errorOfResultCode, outcomeOfResultCode, resultCodeText } from '../result-codes.js';
import { parseDarajaTime } from './daraja-time.js';

export const B2C_TIMEOUT_KIND = 'b2c-timeout';

/** The Value of the item called `name` in a Daraja list ({Name|Key, Value}), one or many. */
function itemValue(list: unknown, name: string): unknown {
  const items = Array.isArray(list) ? list : list && typeof list === 'object' ? [list] : [];
  for (const item of items) {
    if (field(item, 'Name') === name || field(item, 'Key') === name) return field(item, 'Value');
  }
  return undefined;
}

function parseStk(stk: unknown): CallbackParse {
  const code = resultCodeText(field(stk, 'ResultCode'));
  const checkoutId = textField(stk, 'CheckoutRequestID');
  if (code === null || !checkoutId) {
    return { ok: false, reason: 'STK callback without ResultCode or CheckoutRequestID' };
  }
  const items = field(field(stk, 'CallbackMetadata'), 'Item');
  const outcome = outcomeOfResultCode(code);
  const receipt = itemValue(items, 'MpesaReceiptNumber');
  const callback: ParsedCallback = {
    outcome,
    reference: null,
    providerReference: checkoutId,
    providerRequestId: textField(stk, 'MerchantRequestID'),
    amountMinor: wholeKesToMinor(itemValue(items, 'Amount')),
    receipt: outcome === 'completed' && typeof receipt === 'string' ? receipt : null,
    providerStatus: code,
    error: errorOfResultCode(code, textField(stk, 'ResultDesc')),
    eventAt: parseDarajaTime(itemValue(items, 'TransactionDate')),
  };
  return { ok: true, callback };
}

function parseB2c(result: unknown, hint: CallbackHint): CallbackParse {
  const reference = textField(result, 'OriginatorConversationID');
  const conversationId = textField(result, 'ConversationID');
  if (!reference && !conversationId) return { ok: false, reason: 'B2C result names no payment' };
  const ids = { reference, providerReference: conversationId, providerRequestId: reference };
  if (hint.kind === B2C_TIMEOUT_KIND) {
    const callback: ParsedCallback = {
      ...ids,
      outcome: 'pending',
      amountMinor: null,
      receipt: null,
      providerStatus: 'QUEUE_TIMEOUT',
      error: null,
      eventAt: null,
    };
    return { ok: true, callback };
  }
  const code = resultCodeText(field(result, 'ResultCode'));
  if (code === null) return { ok: false, reason: 'B2C result without a ResultCode' };
  const parameters = field(field(result, 'ResultParameters'), 'ResultParameter');
  // A payout is never "canceled by the user": any non-zero code is a failure.
  const outcome = code === '0' ? 'completed' : 'failed';
  const receipt = itemValue(parameters, 'TransactionReceipt') ?? textField(result, 'TransactionID');
  const callback: ParsedCallback = {
    ...ids,
    outcome,
    amountMinor: wholeKesToMinor(itemValue(parameters, 'TransactionAmount')),
    receipt: outcome === 'completed' && typeof receipt === 'string' ? receipt : null,
    providerStatus: code,
    error: errorOfResultCode(code, textField(result, 'ResultDesc')),
    eventAt: parseDarajaTime(itemValue(parameters, 'TransactionCompletedDateTime')),
  };
  return { ok: true, callback };
}

export function parseDarajaCallback(raw: unknown, hint: CallbackHint): CallbackParse {
  const stk = field(field(raw, 'Body'), 'stkCallback');
  if (stk !== undefined) return parseStk(stk);
  const result = field(raw, 'Result');
  if (result !== undefined) return parseB2c(result, hint);
  return { ok: false, reason: 'neither an STK callback nor a B2C result' };
}
