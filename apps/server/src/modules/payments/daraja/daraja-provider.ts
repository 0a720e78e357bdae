/**
 * Safaricom Daraja (reference/mpesa-providers.md §2): STK push and STK query (password =
 * base64(shortcode + passkey + timestamp), Nairobi time), and B2C v3 payouts with a result URL
 * and a queue-timeout URL. Every call carries a cached OAuth token; a 401 drops it and the call
 * is made once more with a fresh one.
 *
 * B2C has no synchronous status query (the Transaction Status API answers by callback), so a
 * payout's answer comes only by its callbacks; the reconciliation window is the backstop.
 */
import type { Clock } from '../../../lib/clock.js';
import {
  callProvider,
  errorText,
  field,
  textField,
  type HttpAnswer,
  type HttpSettings,
  type ProviderRequest,
} from '../provider-http.js';
import {
  PENDING_ANSWER,
  type InitiationResult,
  type PaymentInstruction,
  type PaymentProvider,
  type ProviderPaymentRef,
  type StatusAnswer,
} from '../provider.js';
import { errorOfResultCode, outcomeOfResultCode, resultCodeText } from '../result-codes.js';
import { B2C_TIMEOUT_KIND, parseDarajaCallback } from './daraja-callback.js';
import { darajaTimestamp, stkPassword } from './daraja-time.js';
import { createDarajaToken } from './daraja-token.js';

export interface DarajaOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  partyB: string;
  b2cShortcode: string;
  initiatorName: string;
  securityCredential: string;
  b2cCommandId: string;
  http: HttpSettings;
  clock: Clock;
}

/** The STK query's answer while the customer has not answered the prompt yet (§2.4). */
const STILL_PROCESSING = '500.001.1001';

function isStillProcessing(body: unknown) {
  return textField(body, 'errorCode') === STILL_PROCESSING;
}

function toInitiation(
  answer: HttpAnswer,
  ids: (body: unknown) => { providerReference: string | null; providerRequestId: string | null },
): InitiationResult {
  if (answer.kind === 'no_answer') return { kind: 'no_answer', error: answer.error };
  const { status, body } = answer;
  if (status >= 500) return { kind: 'no_answer', error: `Daraja answered ${status}` };
  // A success we cannot read names nothing to follow up: as good as no answer.
  if (status < 300 && (body === null || typeof body !== 'object')) {
    return { kind: 'no_answer', error: `Daraja answered ${status} with an unreadable body` };
  }
  const code = textField(body, 'ResponseCode');
  if (status >= 400 || status < 200 || code !== '0') {
    return {
      kind: 'refused',
      providerStatus: textField(body, 'errorCode') ?? code ?? String(status),
      error: errorText(body, `Daraja refused the request (${status})`),
    };
  }
  return { kind: 'accepted', ...ids(body), providerStatus: 'ACCEPTED' };
}

/** The STK push fields besides the shortcode, password and timestamp (§2.2). */
function stkPushBody(options: DarajaOptions, instruction: PaymentInstruction) {
  return {
    TransactionType: options.transactionType,
    Amount: instruction.amountMinor / 100n,
    PartyA: instruction.phone,
    PartyB: options.partyB,
    PhoneNumber: instruction.phone,
    CallBackURL: instruction.callbackUrl,
    AccountReference: instruction.reference,
    TransactionDesc: 'Soko deposit',
  };
}

/** B2C v3 (§2.6): our reference is the OriginatorConversationID the result names. */
function b2cBody(options: DarajaOptions, instruction: PaymentInstruction) {
  return {
    OriginatorConversationID: instruction.reference,
    InitiatorName: options.initiatorName,
    SecurityCredential: options.securityCredential,
    CommandID: options.b2cCommandId,
    Amount: instruction.amountMinor / 100n,
    PartyA: options.b2cShortcode,
    PartyB: instruction.phone,
    Remarks: 'Soko withdrawal',
    QueueTimeOutURL: `${instruction.callbackUrl}?kind=${B2C_TIMEOUT_KIND}`,
    ResultURL: `${instruction.callbackUrl}?kind=b2c-result`,
    Occasion: instruction.reference,
  };
}

/** Daraja's authorised calls and the STK credentials, shared by the provider's operations. */
function createDarajaClient(options: DarajaOptions) {
  const token = createDarajaToken(options);

  /** One authorised call; a 401 means the token died early: fetch a new one and try once more. */
  async function authorised(request: Omit<ProviderRequest, 'headers'>): Promise<HttpAnswer> {
    for (let attempt = 0; ; attempt += 1) {
      const bearer = await token.get();
      if (!bearer) return { kind: 'no_answer', error: 'no Daraja access token' };
      const answer = await callProvider(options.http, {
        ...request,
        headers: { authorization: `Bearer ${bearer}` },
      });
      if (answer.kind === 'response' && answer.status === 401 && attempt === 0) {
        token.invalidate();
        continue;
      }
      return answer;
    }
  }

  function stkAuth() {
    const timestamp = darajaTimestamp(options.clock.now());
    return {
      BusinessShortCode: options.shortcode,
      Password: stkPassword(options.shortcode, options.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  return { authorised, stkAuth };
}

export function createDarajaProvider(options: DarajaOptions): PaymentProvider {
  const { authorised, stkAuth } = createDarajaClient(options);

  async function queryStk(payment: ProviderPaymentRef): Promise<StatusAnswer> {
    if (!payment.providerReference) return PENDING_ANSWER;
    const answer = await authorised({
      method: 'POST',
      url: `${options.baseUrl}/mpesa/stkpushquery/v1/query`,
      body: { ...stkAuth(), CheckoutRequestID: payment.providerReference },
      retryOnTimeout: true,
      retryOnStatus: (_status, body) => !isStillProcessing(body),
    });
    if (answer.kind === 'no_answer') return PENDING_ANSWER;
    if (isStillProcessing(answer.body)) return { ...PENDING_ANSWER, providerStatus: 'PROCESSING' };
    const code = resultCodeText(field(answer.body, 'ResultCode'));
    if (answer.status !== 200 || code === null) return PENDING_ANSWER;
    return {
      outcome: outcomeOfResultCode(code),
      providerStatus: code,
      // The query carries no receipt; the callback's is kept when it came first.
      receipt: null,
      error: errorOfResultCode(code, textField(answer.body, 'ResultDesc')),
    };
  }

  return {
    name: 'daraja',

    async initiateCollection(instruction: PaymentInstruction) {
      const answer = await authorised({
        method: 'POST',
        url: `${options.baseUrl}/mpesa/stkpush/v1/processrequest`,
        body: { ...stkAuth(), ...stkPushBody(options, instruction) },
        retryOnTimeout: true,
      });
      return toInitiation(answer, (body) => ({
        providerReference: textField(body, 'CheckoutRequestID'),
        providerRequestId: textField(body, 'MerchantRequestID'),
      }));
    },

    async initiatePayout(instruction: PaymentInstruction) {
      const answer = await authorised({
        method: 'POST',
        url: `${options.baseUrl}/mpesa/b2c/v3/paymentrequest`,
        body: b2cBody(options, instruction),
        // A payout that timed out or met a server error may have gone through: never send it
        // twice (only a connection that never opened is tried again).
        retryOnTimeout: false,
        retryOnStatus: () => false,
      });
      return toInitiation(answer, (body) => ({
        providerReference: textField(body, 'ConversationID'),
        providerRequestId: textField(body, 'OriginatorConversationID') ?? instruction.reference,
      }));
    },

    queryStatus(payment: ProviderPaymentRef) {
      return payment.type === 'deposit' ? queryStk(payment) : Promise.resolve(PENDING_ANSWER);
    },

    parseCallback: parseDarajaCallback,
  };
}
