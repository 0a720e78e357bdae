/**
 * A local stand-in for Safaricom Daraja, answering with the shapes recorded in
 * reference/mpesa-providers.md §2: OAuth (expires_in as a string; tokens the test can revoke,
 * after which calls answer 401), STK push (checks the password is base64(shortcode + passkey +
 * timestamp) and the timestamp is YYYYMMDDHHmmss), STK query (HTTP 500 "500.001.1001 The
 * transaction is being processed" until the test sets a result, then ResultCode as a string),
 * and B2C v3. Callback bodies (§2.3 STK, §2.6 B2C result and timeout) are built below.
 */
import { startFakeServer, type FakeServer, type RecordedRequest } from './fake-http-server.js';

export const DARAJA_ENV = {
  DARAJA_CONSUMER_KEY: 'test-consumer-key',
  DARAJA_CONSUMER_SECRET: 'test-consumer-secret',
  DARAJA_SHORTCODE: '174379',
  DARAJA_PASSKEY: 'test-passkey-0123456789',
  DARAJA_B2C_SHORTCODE: '600000',
  DARAJA_INITIATOR_NAME: 'testapi',
  DARAJA_SECURITY_CREDENTIAL: 'c2VjdXJpdHktY3JlZGVudGlhbA==',
};

export interface FakeDaraja extends FakeServer {
  /** STK query results by CheckoutRequestID (absent = still processing). */
  stkResults: Map<string, string>;
  /** Makes every token issued so far invalid (calls with them answer 401). */
  revokeTokens(): void;
  tokensIssued(): number;
}

const BASIC = `Basic ${Buffer.from(
  `${DARAJA_ENV.DARAJA_CONSUMER_KEY}:${DARAJA_ENV.DARAJA_CONSUMER_SECRET}`,
).toString('base64')}`;

function bodyOf(request: RecordedRequest): Record<string, unknown> {
  return request.body && typeof request.body === 'object'
    ? (request.body as Record<string, unknown>)
    : {};
}

const badRequest = (message: string) => ({
  status: 400,
  body: { requestId: 'req-1', errorCode: '400.002.02', errorMessage: `Bad Request - ${message}` },
});

function passwordIsRight(body: Record<string, unknown>) {
  const timestamp = String(body.Timestamp);
  const expected = Buffer.from(
    `${DARAJA_ENV.DARAJA_SHORTCODE}${DARAJA_ENV.DARAJA_PASSKEY}${timestamp}`,
  ).toString('base64');
  return /^\d{14}$/.test(timestamp) && body.Password === expected;
}

export async function startFakeDaraja(): Promise<FakeDaraja> {
  let issued = 0;
  let sequence = 0;
  const valid = new Set<string>();
  const stkResults = new Map<string, string>();
  const server = await startFakeServer((request) => {
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /oauth/v1/generate') {
      if (request.headers.authorization !== BASIC) return { status: 400, body: {} };
      issued += 1;
      const token = `token-${issued}`;
      valid.add(token);
      return { status: 200, body: { access_token: token, expires_in: '3599' } };
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if (!valid.has(bearer)) {
      return {
        status: 401,
        body: { requestId: 'req-1', errorCode: '404.001.04', errorMessage: 'Invalid Access Token' },
      };
    }
    const body = bodyOf(request);
    if (route === 'POST /mpesa/stkpush/v1/processrequest') {
      if (!passwordIsRight(body)) return badRequest('Invalid Password');
      if (!Number.isInteger(body.Amount)) return badRequest('Invalid Amount');
      sequence += 1;
      return {
        status: 200,
        body: {
          MerchantRequestID: `1234-5678901-${sequence}`,
          CheckoutRequestID: `ws_CO_DARAJA_${sequence}`,
          ResponseCode: '0',
          ResponseDescription: 'Success. Request accepted for processing',
          CustomerMessage: 'Success. Request accepted for processing',
        },
      };
    }
    if (route === 'POST /mpesa/stkpushquery/v1/query') {
      if (!passwordIsRight(body)) return badRequest('Invalid Password');
      const id = String(body.CheckoutRequestID);
      const result = stkResults.get(id);
      if (result === undefined) {
        return {
          status: 500,
          body: {
            requestId: 'req-2',
            errorCode: '500.001.1001',
            errorMessage: 'The transaction is being processed',
          },
        };
      }
      return {
        status: 200,
        body: {
          ResponseCode: '0',
          ResponseDescription: 'The service request has been accepted successsfully',
          MerchantRequestID: '1234-5678901-1',
          CheckoutRequestID: id,
          ResultCode: result,
          ResultDesc: result === '0' ? 'The service request is processed successfully.' : 'Failed',
        },
      };
    }
    if (route === 'POST /mpesa/b2c/v3/paymentrequest') {
      if (!Number.isInteger(body.Amount)) return badRequest('Invalid Amount');
      sequence += 1;
      return {
        status: 200,
        body: {
          ConversationID: `AG_20250101_${sequence}`,
          OriginatorConversationID: body.OriginatorConversationID,
          ResponseCode: '0',
          ResponseDescription: 'Accept the service request successfully.',
        },
      };
    }
    return { status: 404, body: { errorMessage: `no route ${route}` } };
  });
  return {
    ...server,
    stkResults,
    revokeTokens: () => valid.clear(),
    tokensIssued: () => issued,
  };
}

/** §2.3: the STK callback; no CallbackMetadata on a failure or cancellation. */
export function darajaStkCallback(input: {
  checkoutRequestId: string;
  resultCode: number;
  amount?: number;
  receipt?: string;
}) {
  const ok = input.resultCode === 0;
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '1234-5678901-1',
        CheckoutRequestID: input.checkoutRequestId,
        ResultCode: input.resultCode,
        ResultDesc: ok
          ? 'The service request is processed successfully.'
          : 'Request cancelled by user',
        ...(ok
          ? {
              CallbackMetadata: {
                Item: [
                  { Name: 'Amount', Value: input.amount ?? 0 },
                  { Name: 'MpesaReceiptNumber', Value: input.receipt ?? 'SAB1CDE2FG' },
                  { Name: 'Balance' },
                  { Name: 'TransactionDate', Value: 20250101120031 },
                  { Name: 'PhoneNumber', Value: 254712345678 },
                ],
              },
            }
          : {}),
      },
    },
  };
}

/** §2.6: the B2C result posted to ResultURL (also the shape of a queue timeout). */
export function darajaB2cResult(input: {
  originatorConversationId: string;
  conversationId: string;
  resultCode: number;
  amount?: number;
  receipt?: string;
}) {
  const ok = input.resultCode === 0;
  return {
    Result: {
      ResultType: 0,
      ResultCode: input.resultCode,
      ResultDesc: ok
        ? 'The service request is processed successfully.'
        : 'The initiator information is invalid.',
      OriginatorConversationID: input.originatorConversationId,
      ConversationID: input.conversationId,
      TransactionID: input.receipt ?? 'SAB1CDE2FH',
      ...(ok
        ? {
            ResultParameters: {
              ResultParameter: [
                { Key: 'TransactionAmount', Value: input.amount ?? 0 },
                { Key: 'TransactionReceipt', Value: input.receipt ?? 'SAB1CDE2FH' },
                { Key: 'ReceiverPartyPublicName', Value: '254712345678 - JANE W' },
                { Key: 'TransactionCompletedDateTime', Value: '01.01.2025 12:00:31' },
                { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
              ],
            },
          }
        : {}),
      ReferenceData: {
        ReferenceItem: { Key: 'QueueTimeoutURL', Value: 'https://example/timeout' },
      },
    },
  };
}
