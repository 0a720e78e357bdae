/**
 * PayHero Kenya (reference/mpesa-providers.md §1): Basic auth with the API username and
 * password, the admin's payment channel id, STK push (POST payments), payout to a phone (POST
 * withdraw) and GET transaction-status. Numbers go out as 254XXXXXXXXX, which every PayHero
 * endpoint accepts (§3).
 */
import {
  basicAuth,
  callProvider,
  errorText,
  field,
  textField,
  type HttpAnswer,
  type HttpSettings,
} from '../provider-http.js';
import {
  PENDING_ANSWER,
  type InitiationResult,
  type PaymentInstruction,
  type PaymentProvider,
  type ProviderPaymentRef,
  type StatusAnswer,
} from '../provider.js';
import { parsePayHeroCallback } from './payhero-callback.js';

export interface PayHeroOptions {
  baseUrl: string;
  username: string;
  password: string;
  http: HttpSettings;
  channelId: () => Promise<string>;
}

/** M-Pesa's network code for payouts (63903 Airtel Money, 63907 T-Kash). */
const MPESA_NETWORK_CODE = '63902';

/** A 2xx whose body does not say no is an acceptance; a 4xx or `success: false` is a refusal. */
function toInitiation(
  answer: HttpAnswer,
  ids: (body: unknown) => { providerReference: string | null; providerRequestId: string | null },
): InitiationResult {
  if (answer.kind === 'no_answer') return { kind: 'no_answer', error: answer.error };
  const { status, body } = answer;
  if (status >= 500) return { kind: 'no_answer', error: `PayHero answered ${status}` };
  // A success we cannot read names nothing to follow up: as good as no answer.
  if (status < 300 && (body === null || typeof body !== 'object')) {
    return { kind: 'no_answer', error: `PayHero answered ${status} with an unreadable body` };
  }
  const refusedInBody =
    field(body, 'success') === false ||
    (textField(body, 'response_code') !== null && textField(body, 'response_code') !== '0');
  if (status >= 400 || status < 200 || refusedInBody) {
    return {
      kind: 'refused',
      providerStatus: textField(body, 'status') ?? textField(body, 'error_code') ?? String(status),
      error: errorText(body, `PayHero refused the request (${status})`),
    };
  }
  return { kind: 'accepted', ...ids(body), providerStatus: textField(body, 'status') };
}

function statusAnswer(body: unknown): StatusAnswer {
  const status = textField(body, 'status')?.toUpperCase() ?? null;
  if (status === 'SUCCESS') {
    return {
      outcome: 'completed',
      providerStatus: status,
      receipt: textField(body, 'provider_reference') ?? textField(body, 'third_party_reference'),
      error: null,
    };
  }
  if (status === 'FAILED') {
    return {
      outcome: 'failed',
      providerStatus: status,
      receipt: null,
      error: 'The payment failed',
    };
  }
  // QUEUED, PENDING and anything new: not processed yet, as PayHero's docs put it.
  return { ...PENDING_ANSWER, providerStatus: status };
}

export function createPayHeroProvider(options: PayHeroOptions): PaymentProvider {
  const auth = basicAuth(options.username, options.password);
  /** `payout`: a request that may already have gone through is never sent twice. */
  const post = (path: string, body: Record<string, unknown>, payout: boolean) =>
    callProvider(options.http, {
      method: 'POST',
      url: `${options.baseUrl}/${path}`,
      headers: { authorization: auth },
      body,
      retryOnTimeout: !payout,
      retryOnStatus: () => !payout,
    });

  return {
    name: 'payhero',

    async initiateCollection(instruction: PaymentInstruction) {
      const answer = await post(
        'payments',
        {
          amount: instruction.amountMinor / 100n,
          phone_number: instruction.phone,
          channel_id: Number(await options.channelId()),
          provider: 'm-pesa',
          external_reference: instruction.reference,
          callback_url: instruction.callbackUrl,
        },
        false,
      );
      return toInitiation(answer, (body) => ({
        providerReference: textField(body, 'reference'),
        providerRequestId: textField(body, 'CheckoutRequestID'),
      }));
    },

    async initiatePayout(instruction: PaymentInstruction) {
      const answer = await post(
        'withdraw',
        {
          external_reference: instruction.reference,
          amount: instruction.amountMinor / 100n,
          phone_number: instruction.phone,
          network_code: MPESA_NETWORK_CODE,
          channel: 'mobile',
          channel_id: Number(await options.channelId()),
          payment_service: 'b2c',
          callback_url: instruction.callbackUrl,
        },
        true,
      );
      return toInitiation(answer, (body) => ({
        providerReference: textField(body, 'merchant_reference') ?? textField(body, 'reference'),
        providerRequestId:
          textField(body, 'checkout_request_id') ?? textField(body, 'conversation_id'),
      }));
    },

    async queryStatus(payment: ProviderPaymentRef) {
      if (!payment.providerReference) return PENDING_ANSWER;
      const url = new URL(`${options.baseUrl}/transaction-status`);
      url.searchParams.set('reference', payment.providerReference);
      const answer = await callProvider(options.http, {
        method: 'GET',
        url: url.toString(),
        headers: { authorization: auth },
        retryOnTimeout: true,
      });
      if (answer.kind === 'no_answer' || answer.status !== 200) return PENDING_ANSWER;
      return statusAnswer(answer.body);
    },

    parseCallback: (raw) => parsePayHeroCallback(raw),
  };
}
