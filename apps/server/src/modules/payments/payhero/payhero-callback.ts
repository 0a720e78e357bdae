/**
 * PayHero's callbacks come in two shapes (reference/mpesa-providers.md §1.3 and §1.7), and which
 * one an account gets is not documented, so both are read:
 *   legacy  {status, response: {Amount, CheckoutRequestID, ExternalReference, MpesaReceiptNumber,
 *            ResultCode, ResultDesc, Status}}: decided on ResultCode (Safaricom's codes).
 *   africa  {success, status: "success"|"failed", message, reference, external_reference, amount,
 *            provider_reference, transaction_date, transaction_type}: "failed" is a cancellation
 *            only when the message says so (/cancel/i).
 */
import { field, textField, wholeKesToMinor } from '../provider-http.js';
import type { CallbackParse, ParsedCallback } from '../provider.js';
import {
  CANCELED_CODE,
  errorOfResultCode,
  outcomeOfResultCode,
  resultCodeText,
} from '../result-codes.js';

function dateOf(value: string | null): Date | null {
  if (!value) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : new Date(ms);
}

function parseLegacy(response: unknown): CallbackParse {
  const code = resultCodeText(field(response, 'ResultCode'));
  const reference = textField(response, 'ExternalReference');
  const checkoutId = textField(response, 'CheckoutRequestID');
  if (code === null) return { ok: false, reason: 'legacy callback without a ResultCode' };
  if (!reference && !checkoutId) return { ok: false, reason: 'legacy callback names no payment' };
  const outcome = outcomeOfResultCode(code);
  const callback: ParsedCallback = {
    outcome,
    reference,
    providerReference: null,
    providerRequestId: checkoutId,
    amountMinor: wholeKesToMinor(field(response, 'Amount')),
    receipt: outcome === 'completed' ? textField(response, 'MpesaReceiptNumber') : null,
    providerStatus: textField(response, 'Status') ?? code,
    error: errorOfResultCode(code, textField(response, 'ResultDesc')),
    eventAt: null,
  };
  return { ok: true, callback };
}

function parseAfrica(raw: unknown): CallbackParse {
  const status = textField(raw, 'status')?.toLowerCase() ?? null;
  const reference = textField(raw, 'external_reference');
  const providerReference = textField(raw, 'reference');
  if (status !== 'success' && status !== 'failed') {
    return { ok: false, reason: `unknown PayHero status ${String(status)}` };
  }
  if (!reference && !providerReference) return { ok: false, reason: 'callback names no payment' };
  const message = textField(raw, 'message');
  const canceled = status === 'failed' && /cancel/i.test(message ?? '');
  const outcome = status === 'success' ? 'completed' : canceled ? 'canceled' : 'failed';
  const callback: ParsedCallback = {
    outcome,
    reference,
    providerReference,
    providerRequestId: null,
    amountMinor: wholeKesToMinor(field(raw, 'amount')),
    receipt:
      outcome === 'completed'
        ? (textField(raw, 'provider_reference') ?? textField(raw, 'transaction_id'))
        : null,
    providerStatus: status.toUpperCase(),
    error:
      outcome === 'completed'
        ? null
        : canceled
          ? errorOfResultCode(CANCELED_CODE, message)
          : (message ?? 'The payment failed'),
    eventAt: dateOf(textField(raw, 'transaction_date')),
  };
  return { ok: true, callback };
}

export function parsePayHeroCallback(raw: unknown): CallbackParse {
  const response = field(raw, 'response');
  if (response !== undefined && response !== null && typeof response === 'object') {
    return parseLegacy(response);
  }
  if (field(raw, 'status') !== undefined) return parseAfrica(raw);
  return { ok: false, reason: 'neither PayHero callback shape' };
}
