import type { QueryClient } from '@tanstack/react-query';
import type { Wallet } from '@soko/shared';
import { moneyQueryKeys } from './money-queries';
import { whenPageIdle } from './when-page-idle';

/*
 * The last balances this browser saw, kept so a trader who opens the app without a connection
 * sees what they had, clearly marked as an offline copy with its time (decisions.md 29). Only the
 * balance lines are kept (amounts as the server's decimal strings), never shown as current, and
 * removed at log out: a shared phone must not show one trader's money to the next.
 */
const KEY = 'soko.offline.balances';
/** Counts the clears: a keeper started before the last one (log out) saves nothing more. */
let clears = 0;

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
  clears += 1;
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * Saves every fresh wallets answer of the signed-in user while the frame is open. It listens to
 * the query cache instead of fetching: the balances are saved only when a screen loaded them.
 *
 * The first save waits until the page has loaded and is idle (`whenReady`): a page's first use of
 * localStorage is a synchronous call to the browser process, which took 40 to 160 ms while the
 * dashboard was loading (one long task with the first render's effects, issue 16), against a few
 * ms once the page is idle. Nothing needs the copy sooner: it is for a later start without a
 * connection. A clear (log out) stops the keeper: the page being left must not save it again.
 */
export function keepOfflineSnapshot(
  queryClient: QueryClient,
  user: { id: string; username: string },
  whenReady: (work: () => void) => () => void = whenPageIdle,
): () => void {
  const startedAt = clears;
  let ready = false;
  const save = () => {
    if (!ready || clears !== startedAt) return;
    const state = queryClient.getQueryState<Wallet[]>(moneyQueryKeys.wallets);
    if (state?.status === 'success' && state.data) {
      saveOfflineSnapshot(user, state.data, new Date(state.dataUpdatedAt));
    }
  };
  const cancel = whenReady(() => {
    ready = true;
    save();
  });
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    const [first] = event.query.queryKey as readonly unknown[];
    if (event.type === 'updated' && first === moneyQueryKeys.wallets[0]) save();
  });
  return () => {
    cancel();
    unsubscribe();
  };
}
