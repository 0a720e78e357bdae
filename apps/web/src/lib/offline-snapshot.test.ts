import { QueryClient } from '@tanstack/react-query';
import type { Wallet } from '@soko/shared';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { moneyQueryKeys } from './money-queries';
import {
  clearOfflineSnapshot,
  keepOfflineSnapshot,
  readOfflineSnapshot,
  saveOfflineSnapshot,
} from './offline-snapshot';

const wallet = (currency: string, available: string, held = '0.00'): Wallet => ({
  currency,
  type: currency === 'KES' ? 'fiat' : 'crypto',
  name: currency,
  iconUrl: null,
  depositAddress: currency === 'KES' ? null : 'addr-secret',
  active: true,
  available,
  held,
});
const amina = { id: 'u1', username: 'amina' };
/** A page already idle: the keeper's first save runs at once. */
const now = (work: () => void) => {
  work();
  return () => undefined;
};
/** A page still loading: the first save waits for `idle()`; `cancelled` says if it was called off. */
function loadingPage() {
  let pending: (() => void) | undefined;
  const page = {
    cancelled: false,
    whenReady: (work: () => void) => {
      pending = work;
      return () => {
        page.cancelled = true;
      };
    },
    idle: () => pending?.(),
  };
  return page;
}

// Node has no localStorage: a Map stands in for the browser's, only while this file runs.
class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}
beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    value: new MemoryStorage(),
    configurable: true,
  });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

describe('offline snapshot of the balances', () => {
  it('keeps only the balance lines, with their time, and reads them back', () => {
    saveOfflineSnapshot(amina, [wallet('KES', '1500.00', '20.00')], new Date('2026-11-25T10:00Z'));
    expect(readOfflineSnapshot()).toEqual({
      userId: 'u1',
      username: 'amina',
      savedAt: '2026-11-25T10:00:00.000Z',
      balances: [{ currency: 'KES', available: '1500.00', held: '20.00' }],
    });
    expect(localStorage.getItem('soko.offline.balances')).not.toContain('addr-secret');
  });

  it('is gone after clearing (log out on a shared phone)', () => {
    saveOfflineSnapshot(amina, [wallet('KES', '1.00')]);
    clearOfflineSnapshot();
    expect(readOfflineSnapshot()).toBeNull();
  });

  it('follows each fresh wallets answer in the query cache', () => {
    const client = new QueryClient();
    const stop = keepOfflineSnapshot(client, amina, now);
    expect(readOfflineSnapshot()).toBeNull();
    client.setQueryData(moneyQueryKeys.wallets, [wallet('USDT', '5.00000000')]);
    expect(readOfflineSnapshot()?.balances).toEqual([
      { currency: 'USDT', available: '5.00000000', held: '0.00' },
    ]);
    client.setQueryData(moneyQueryKeys.wallets, [wallet('USDT', '7.00000000')]);
    expect(readOfflineSnapshot()?.balances[0]?.available).toBe('7.00000000');
    stop();
    client.setQueryData(moneyQueryKeys.wallets, [wallet('USDT', '9.00000000')]);
    expect(readOfflineSnapshot()?.balances[0]?.available).toBe('7.00000000');
  });

  it('touches no storage while the page loads, then saves what the cache holds once idle', () => {
    const client = new QueryClient();
    client.setQueryData(moneyQueryKeys.wallets, [wallet('KES', '10.00')]);
    const page = loadingPage();
    const stop = keepOfflineSnapshot(client, amina, page.whenReady);
    client.setQueryData(moneyQueryKeys.wallets, [wallet('KES', '12.00')]);
    expect(readOfflineSnapshot()).toBeNull();
    page.idle();
    expect(readOfflineSnapshot()?.balances[0]?.available).toBe('12.00');
    client.setQueryData(moneyQueryKeys.wallets, [wallet('KES', '15.00')]);
    expect(readOfflineSnapshot()?.balances[0]?.available).toBe('15.00');
    stop();
    expect(page.cancelled).toBe(true);
  });

  it('saves nothing more after a log out cleared the copy, even when the page turns idle later', () => {
    const client = new QueryClient();
    client.setQueryData(moneyQueryKeys.wallets, [wallet('KES', '10.00')]);
    const page = loadingPage();
    keepOfflineSnapshot(client, amina, page.whenReady);
    clearOfflineSnapshot();
    page.idle();
    client.setQueryData(moneyQueryKeys.wallets, [wallet('KES', '11.00')]);
    expect(readOfflineSnapshot()).toBeNull();
  });

  it('ignores broken stored text', () => {
    localStorage.setItem('soko.offline.balances', '{not json');
    expect(readOfflineSnapshot()).toBeNull();
  });
});
