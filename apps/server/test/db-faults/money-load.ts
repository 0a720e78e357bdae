/**
 * A mixed money load for the database-fault tests: each trader loops placing buy orders, taking
 * a resting sell order and starting M-Pesa deposits, every request with its own Idempotency-Key.
 * A request answered 503 or cut off on the wire is sent again with the same key until it gets a
 * final answer, as a careful client does; every answer is recorded for the checks afterwards.
 */
import { randomBytes } from 'node:crypto';
import type { Answer, Browser } from '../cluster/cluster-client.js';
import type { Instance } from '../cluster/cluster-instances.js';

export type Operation = 'place' | 'take' | 'deposit';

export interface Acknowledged {
  operation: Operation;
  userId: string;
  key: string;
  /** The order id, trade id or payment reference the answer named. */
  id: string;
}

export interface LoadRecord {
  acknowledged: Acknowledged[];
  /** Final refusals (4xx): nothing was written for these. */
  refused: { operation: Operation; code: string }[];
  /** 503 answers, each checked for our error shape and Retry-After. */
  unavailable: number;
  /** Requests the server never answered (the socket closed): must be none. */
  cutOff: number;
  /** Anything else (a 500, a 503 in another shape): must be none. */
  unexpected: string[];
}

export interface Trader {
  userId: string;
  browser: Browser;
}

const RETRY_PAUSE_MS = 50;
/** A server that stays away this long (a dead process) ends the loop instead of the test's time. */
const MAX_TRIES = 200;

export function emptyRecord(): LoadRecord {
  return { acknowledged: [], refused: [], unavailable: 0, cutOff: 0, unexpected: [] };
}

function isOurUnavailable(answer: Answer) {
  const retryAfter = answer.headers?.get('retry-after');
  const error = (answer.body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return error?.code === 'SERVICE_UNAVAILABLE' && typeof error.message === 'string' && !!retryAfter;
}

/** Sends one request with its key until it gets a final answer; records what happened. */
async function sendUntilFinal(
  instance: Instance,
  trader: Trader,
  operation: Operation,
  url: string,
  body: unknown,
  record: LoadRecord,
) {
  const key = `${operation}-${randomBytes(8).toString('hex')}`;
  for (let tries = 1; ; tries += 1) {
    if (tries > MAX_TRIES) {
      record.unexpected.push(`${operation}: no final answer after ${MAX_TRIES} tries`);
      return;
    }
    let answer: Answer;
    try {
      answer = await trader.browser.post(instance, url, body, { 'idempotency-key': key });
    } catch {
      record.cutOff += 1;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      continue;
    }
    if (answer.status === 503 && isOurUnavailable(answer)) {
      record.unavailable += 1;
      await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      continue;
    }
    const result = answer.body as {
      order?: { id: string };
      trade?: { id: string };
      reference?: string;
      error?: { code: string };
    };
    if (answer.status >= 200 && answer.status < 300) {
      const id = result.trade?.id ?? result.reference ?? result.order?.id ?? '';
      record.acknowledged.push({ operation, userId: trader.userId, key, id });
    } else if (answer.status >= 400 && answer.status < 500) {
      record.refused.push({ operation, code: result.error?.code ?? String(answer.status) });
    } else {
      record.unexpected.push(`${operation} ${answer.status} ${JSON.stringify(answer.body)}`);
    }
    return;
  }
}

/** One trader's loop until `running()` says stop: place, take, deposit, again. */
export async function traderLoop(
  instance: Instance,
  trader: Trader,
  market: { base: string; sellOrderId: string },
  record: LoadRecord,
  running: () => boolean,
) {
  while (running()) {
    await sendUntilFinal(
      instance,
      trader,
      'place',
      '/api/orders',
      { side: 'buy', base: market.base, quote: 'KES', amount: '1', price: '0.5' },
      record,
    );
    await sendUntilFinal(
      instance,
      trader,
      'take',
      `/api/orders/${market.sellOrderId}/execute`,
      { amount: '1' },
      record,
    );
    await sendUntilFinal(
      instance,
      trader,
      'deposit',
      '/api/payments/mpesa',
      // Ends in 0: the simulator completes it.
      { type: 'deposit', amount: '100', phone: '0712345670' },
      record,
    );
  }
}
