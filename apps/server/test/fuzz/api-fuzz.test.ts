import { describe, expect, test } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from '../build-test-app.js';
import { buildTestApp } from '../build-test-app.js';
import { loginAs } from '../auth-helpers.js';
import { ensurePair, fundedTrader, placeOrder } from '../trading.js';
import { casesFor, listEndpoints, type FuzzRequest, type OpenApiDocument } from './fuzz-cases.js';

/**
 * The API fuzz test. Every operation of /api/openapi.json gets malformed requests (hostile path
 * segments, query values, body fields and whole bodies, wrong content types; see fuzz-cases.ts)
 * as an anonymous visitor, a funded trader and an admin. A correct server answers each one with a
 * 4xx in the {"error":{"code","message"}} shape and never a 5xx, leaks no framework name, and
 * moves no money: the ledger holds exactly the postings it held before (and its invariants are
 * checked after the test, as after every test).
 */
const { app, db } = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '0' });

// Requests that would end the session the fuzzing runs under are left out for signed-in roles.
const SESSION_ENDING = new Set(['POST /api/auth/logout']);

interface Finding {
  /** Problem, role, operation and status: what the summary counts. */
  kind: string;
  request: string;
  status: number;
  body: string;
}

function describeRequest(request: FuzzRequest): string {
  const payload = request.payload === undefined ? '' : ` ${String(request.payload).slice(0, 80)}`;
  return `${request.method} ${request.url.slice(0, 160)}${payload}`;
}

/** What is wrong with one answer, or undefined when it is a proper answer. */
function problemOf(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return 'server error';
  if (response.statusCode < 400) return undefined;
  if (/fastify|FST_ERR/i.test(response.body)) return 'framework name leaked';
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'not JSON';
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string') return 'off-shape';
  return undefined;
}

async function ledgerPostings(): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM ledger_entries');
  return Number(rows[0]?.n ?? 0);
}

async function realIds() {
  await ensurePair(app, 'FZC', 'KES');
  const maker = await fundedTrader(app, { FZC: '10' });
  const placed = await placeOrder(maker.client, {
    side: 'sell',
    base: 'FZC',
    quote: 'KES',
    amount: '1',
    price: '100',
  });
  const pairs = await app.inject({ url: '/api/pairs' });
  const pairId = pairs.json<{ id: string }[]>()[0]?.id ?? 'abc';
  return { id: placed.order.id, pairId, provider: 'simulator' };
}

/** The endpoint's path parameters filled with ids that exist, where one fits. */
function idsFor(path: string, ids: Awaited<ReturnType<typeof realIds>>): Record<string, string> {
  if (path.startsWith('/api/orders/')) return { id: ids.id };
  if (path.startsWith('/api/admin/pairs/')) return { id: ids.pairId };
  return { provider: ids.provider };
}

// Writes that were answered 2xx (a route that ignores its body, say): the suspects should money move.
const accepted: string[] = [];

async function fuzzAs(client: TestClient | undefined, requests: FuzzRequest[]) {
  const findings: Finding[] = [];
  let sent = 0;
  const send = async (request: FuzzRequest) => {
    const options = { method: request.method as 'GET', url: request.url, headers: request.headers };
    const withBody =
      request.payload === undefined ? options : { ...options, payload: request.payload };
    const response = client ? await client.request(withBody) : await app.inject(withBody);
    sent += 1;
    if (request.method !== 'GET' && response.statusCode < 300)
      accepted.push(`${response.statusCode} ${describeRequest(request)}`);
    const problem = problemOf(response);
    if (problem) {
      findings.push({
        kind: `${problem} ${response.statusCode} ${request.operation ?? ''}`,
        request: describeRequest(request),
        status: response.statusCode,
        body: response.body.slice(0, 200),
      });
    }
  };
  // A few at a time, as many browsers would send them, without flooding the pool.
  for (let index = 0; index < requests.length; index += 8) {
    await Promise.all(requests.slice(index, index + 8).map(send));
  }
  return { sent, findings };
}

describe('API fuzz: malformed requests generated from the OpenAPI document', () => {
  test('no 5xx, every 4xx in the error shape, no money moved', { timeout: 300_000 }, async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
    const ids = await realIds();
    const trader = await fundedTrader(app, { KES: '1000', FZC: '5' });
    const admin = await loginAs(app, 'admin');
    const before = await ledgerPostings();

    const roles: [string, TestClient | undefined][] = [
      ['anonymous', undefined],
      ['trader', trader.client],
      ['admin', admin.client],
    ];
    let sent = 0;
    const findings: Finding[] = [];
    for (const [role, client] of roles) {
      const requests = listEndpoints(doc)
        .filter(
          (endpoint) => !(client && SESSION_ENDING.has(`${endpoint.method} ${endpoint.path}`)),
        )
        .flatMap((endpoint) => casesFor(endpoint, idsFor(endpoint.path, ids)));
      const result = await fuzzAs(client, requests);
      sent += result.sent;
      findings.push(...result.findings.map((f) => ({ ...f, kind: `${role} ${f.kind}` })));
    }

    console.info(`API fuzz: ${sent} requests, ${findings.length} bad answers`);
    const byKind = new Map<string, number>();
    for (const finding of findings) byKind.set(finding.kind, (byKind.get(finding.kind) ?? 0) + 1);
    for (const [kind, count] of byKind) console.info(`  ${count}  ${kind}`);
    expect(sent).toBeGreaterThanOrEqual(10_000);
    expect(findings.slice(0, 25), `${findings.length} bad answers`).toEqual([]);
    // Were money to move, the accepted writes say which request moved it.
    expect(await ledgerPostings(), accepted.join('\n')).toBe(before);
    // The signed-in roles are still signed in: nothing the fuzzing sent ended their sessions.
    const session = await trader.client.request({ url: '/api/auth/session' });
    expect(session.json<{ user: { id: string } | null }>().user?.id).toBe(trader.id);
  });
});
