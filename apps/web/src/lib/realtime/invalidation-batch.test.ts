import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { coveringKeys, invalidateSoon } from './invalidation-batch';

// The dashboard's queries, each shown by a screen (an observer), counting how often it is fetched.
const shown: QueryKey[] = [
  ['wallets'],
  ['wallets', 'total'],
  ['transactions', 'recent'],
  ['transactions', 'pending-deposits'],
  ['withdrawals'],
];

let client: QueryClient;
let stops: (() => void)[] = [];

async function dashboard() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const fetches = new Map<string, number>();
  for (const queryKey of shown) {
    const name = queryKey.join('/');
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: async () => {
        fetches.set(name, (fetches.get(name) ?? 0) + 1);
        // An answer that takes a while, as on mobile data: a second invalidation meets it in flight.
        await new Promise((resolve) => setTimeout(resolve, 20));
        return name;
      },
    });
    stops.push(observer.subscribe(() => undefined));
  }
  await settled();
  fetches.clear();
  return fetches;
}

async function settled() {
  await new Promise((resolve) => setTimeout(resolve, 0));
  while (client.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
}

afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  client.clear();
});

describe('one push, many listeners', () => {
  it('fetches each query under the listeners keys once, and nothing else', async () => {
    const fetches = await dashboard();
    // A fresh join of the user's channel calls every listener in one go, as the dashboard has them.
    for (const key of [
      ['transactions'],
      ['transactions', 'pending-deposits'],
      ['wallets'],
      ['transactions'],
      ['wallets', 'total'],
      ['wallets'],
    ]) {
      invalidateSoon(client, key);
    }
    await settled();
    expect(Object.fromEntries(fetches)).toEqual({
      wallets: 1,
      'wallets/total': 1,
      'transactions/recent': 1,
      'transactions/pending-deposits': 1,
    });
    expect(client.getQueryState(['withdrawals'])?.isInvalidated).toBe(false);
  });

  it('keeps pushes that arrive in separate tasks apart: the later one fetches again', async () => {
    const fetches = await dashboard();
    invalidateSoon(client, ['wallets', 'total']);
    await settled();
    invalidateSoon(client, ['wallets', 'total']);
    await settled();
    expect(fetches.get('wallets/total')).toBe(2);
    expect(fetches.get('wallets')).toBeUndefined();
  });

  it('keeps the batches of two query clients apart', async () => {
    const first = await dashboard();
    const firstClient = client;
    const firstStops = stops;
    stops = [];
    const second = await dashboard();
    invalidateSoon(firstClient, ['wallets']);
    invalidateSoon(client, ['transactions']);
    await settled();
    while (firstClient.isFetching() > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect([...first.keys()].sort()).toEqual(['wallets', 'wallets/total']);
    expect([...second.keys()].sort()).toEqual([
      'transactions/pending-deposits',
      'transactions/recent',
    ]);
    for (const stop of firstStops) stop();
    firstClient.clear();
  });
});

describe('coveringKeys', () => {
  it('keeps a key once, and drops one another key covers, whichever comes first', () => {
    expect(
      coveringKeys([
        ['wallets', 'total'],
        ['transactions', 'recent'],
        ['wallets'],
        ['transactions', 'recent'],
        ['orders'],
      ]),
    ).toEqual([['transactions', 'recent'], ['wallets'], ['orders']]);
  });

  it('matches filter objects inside keys as the query client does', () => {
    const list = ['transactions', 'list', { type: 'deposit', page: 2 }];
    expect(coveringKeys([list, ['transactions', 'list']])).toEqual([['transactions', 'list']]);
    expect(coveringKeys([list, ['transactions', 'list', { type: 'withdrawal' }]])).toEqual([
      list,
      ['transactions', 'list', { type: 'withdrawal' }],
    ]);
  });
});
