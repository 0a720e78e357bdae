import type { QueryClient } from '@tanstack/react-query';
import type { Wallet } from '@soko/shared';
import { moneyQueryKeys } from './money-queries';

/*
 * The last balances this browser saw, kept so a trader who opens the app without a connection
 * sees what they had, clearly marked as an offline copy with its time (decisions.md 29). Only the
 * balance lines are kept (amounts as the server's decimal strings), never shown as current, and
 * removed at log out: a shared phone must not show one trader's money to the next.
 */
const KEY = 'soko.offline.balances';

export interface OfflineSnapshot {
  userId: string;
  username: string;
  /** When the server gave these balances (ISO time). */
  savedAt: string;
  balances: Pick<Wallet, 'currency' | 'available' | 'held'>[];
}

export function saveOfflineSnapshot(
  user: { id: string; username: string },
  wallets: Wallet[],
  now = new Date(),
) {
  const snapshot: OfflineSnapshot = {
    userId: user.id,
    username: user.username,
    savedAt: now.toISOString(),
    balances: wallets.map(({ currency, available, held }) => ({ currency, available, held })),
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused (private browsing): there is simply no offline copy.
  }
}

export function readOfflineSnapshot(): OfflineSnapshot | null {
  try {
    const raw = localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as OfflineSnapshot) : null;
    return parsed && Array.isArray(parsed.balances) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearOfflineSnapshot() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Saves every fresh wallets answer of the signed-in user while the frame is open. It listens to
 * the query cache instead of fetching: the balances are saved only when a screen loaded them.
 */
export function keepOfflineSnapshot(
  queryClient: QueryClient,
  user: { id: string; username: string },
): () => void {
  const save = () => {
    const state = queryClient.getQueryState<Wallet[]>(moneyQueryKeys.wallets);
    if (state?.status === 'success' && state.data) {
      saveOfflineSnapshot(user, state.data, new Date(state.dataUpdatedAt));
    }
  };
  save();
  return queryClient.getQueryCache().subscribe((event) => {
    const [first] = event.query.queryKey as readonly unknown[];
    if (event.type === 'updated' && first === moneyQueryKeys.wallets[0]) save();
  });
}
