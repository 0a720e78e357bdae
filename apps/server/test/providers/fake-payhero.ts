/**
 * A local stand-in for PayHero's legacy API (backend.payhero.co.ke/api/v2), answering with the
 * shapes recorded in reference/mpesa-providers.md §1: Basic auth, POST payments (201 QUEUED with
 * a reference and Safaricom's CheckoutRequestID), POST withdraw (snake_case keys, no
 * `reference`), GET transaction-status walking QUEUED → SUCCESS | FAILED as the test sets it,
 * and the error body {error_code, error_message, status_code}. Callback bodies in both formats
 * (§1.3 legacy, §1.7 payhero.africa) are built by the functions below.
 */
import { startFakeServer, type FakeServer, type RecordedRequest } from './fake-http-server.js';

export const PAYHERO_USERNAME = 'soko-test-user';
export const PAYHERO_PASSWORD = 'soko-test-password';

export interface FakePayHero extends FakeServer {
  /** The base URL to give PAYHERO_BASE_URL. */
  baseUrl: string;
  /** What transaction-status answers for a PayHero reference (default QUEUED). */
  statuses: Map<string, { status: 'QUEUED' | 'SUCCESS' | 'FAILED'; receipt?: string }>;
}

const BASIC = `Basic ${Buffer.from(`${PAYHERO_USERNAME}:${PAYHERO_PASSWORD}`).toString('base64')}`;

const UNAUTHORISED = {
  status: 401,
  body: {
    error_code: 'UNAUTHORIZED',
    error_message: 'Invalid Basic Auth credentials',
    status_code: 401,
  },
};

function bodyOf(request: RecordedRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object'
    ? (request.body as Record<string, unknown>)
    : {};
}

export async function startFakePayHero(): Promise<FakePayHero> {
  let sequence = 0;
  const statuses: FakePayHero['statuses'] = new Map();
  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== BASIC) return UNAUTHORISED;
    const body = bodyOf(request);
    const route = `${request.method} ${request.path}`;
    if (route === 'POST /api/v2/payments') {
      if (!Number.isInteger(body.amount) || typeof body.phone_number !== 'string') {
        return {
          status: 400,
          body: {
            error_code: 'BAD_REQUEST',
            error_message: 'amount and phone_number are required',
          },
        };
      }
      sequence += 1;
      const reference = `PHREF${sequence.toString().padStart(5, '0')}`;
      statuses.set(reference, { status: 'QUEUED' });
      return {
        status: 201,
        body: {
          success: true,
          status: 'QUEUED',
          reference,
          CheckoutRequestID: `ws_CO_0101202512000012371234${sequence.toString().padStart(4, '0')}`,
        },
      };
    }
    if (route === 'POST /api/v2/withdraw') {
      sequence += 1;
      const reference = `W5ZBQ${sequence.toString().padStart(5, '0')}`;
      statuses.set(reference, { status: 'QUEUED' });
      return {
        status: 201,
        body: {
          status: 'QUEUED',
          merchant_reference: reference,
          checkout_request_id: `553125-${sequence}-checkout`,
          response_code: '0',
          conversation_id: `conv-${sequence}`,
        },
      };
    }
    if (route === 'GET /api/v2/transaction-status') {
      const reference = request.query.get('reference') ?? '';
      const known = statuses.get(reference);
      if (!known) return { status: 404, body: { error_message: 'Transaction not found' } };
      return {
        status: 200,
        body: {
          transaction_date: '2025-01-01T09:00:05.123456Z',
          provider: 'm-pesa',
          success: true,
          merchant: 'Soko Test Ltd',
          payment_reference: '',
          third_party_reference: known.receipt ?? '',
          status: known.status,
          reference,
          CheckoutRequestID: '',
          provider_reference: known.receipt ?? '',
        },
      };
    }
    return { status: 404, body: { error_message: `no route ${route}` } };
  });
  return { ...server, baseUrl: `${server.origin}/api/v2`, statuses };
}

/** §1.3: the legacy callback. ResultCode decides; Amount is whole shillings. */
export function payheroLegacyCallback(input: {
  externalReference: string;
  checkoutRequestId?: string;
  amount: number;
  resultCode: number;
  receipt?: string;
}) {
  const ok = input.resultCode === 0;
  return {
    forward_url: '',
    response: {
      Amount: input.amount,
      CheckoutRequestID: input.checkoutRequestId ?? 'ws_CO_01012025120000123712345678',
      ExternalReference: input.externalReference,
      MerchantRequestID: '1234-5678901-1',
      MpesaReceiptNumber: ok ? (input.receipt ?? 'SAB1CDE2FG') : '',
      Phone: '+254712345670',
      ResultCode: input.resultCode,
      ResultDesc: ok
        ? 'The service request is processed successfully.'
        : input.resultCode === 1032
          ? 'Request cancelled by user'
          : 'The balance is insufficient for the transaction.',
      Status: ok ? 'Success' : 'Failed',
    },
    status: ok,
  };
}

/** §1.7: the payhero.africa callback. A cancellation shows only in `message`. */
export function payheroAfricaCallback(input: {
  externalReference: string;
  reference: string;
  amount: number;
  status: 'success' | 'failed';
  message?: string;
  receipt?: string;
  type?: 'inbound_payment' | 'outbound_payment';
}) {
  return {
    success: input.status === 'success',
    status: input.status,
    message: input.message ?? (input.status === 'success' ? 'Success' : 'Request failed'),
    reference: input.reference,
    external_reference: input.externalReference,
    amount: input.amount,
    currency: 'KES',
    transaction_id: '',
    transaction_date: '2025-01-01T09:00:30Z',
    transaction_type: input.type ?? 'inbound_payment',
    provider_reference: input.status === 'success' ? (input.receipt ?? 'SAB1CDE2FH') : '',
    provider: 'mpesa_dc',
    callback_urls: null,
  };
}
