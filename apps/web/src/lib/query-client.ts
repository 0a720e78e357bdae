import { QueryClient } from '@tanstack/react-query';
import { ApiError, onUnsureChange } from './api-client';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not fix itself; a network error on mobile data often does.
      retry: (failureCount, error) =>
        failureCount < 2 &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      refetchOnWindowFocus: true,
    },
    // Offline, TanStack Query would hold a change back and send it by itself whenever the
    // connection returned, behind an endless spinner: money would move minutes later without a
    // press. Instead it fails at once with the offline text, and moves when the trader presses
    // again (with the same Idempotency-Key, lib/idempotency-key.ts).
    mutations: { networkMode: 'always' },
  },
});

// A change that got no answer may have happened (a top-up credited, an order placed): every list
// and balance is marked stale and fetched again, at once when online, else when the connection
// comes back (TanStack Query pauses fetches while offline), so the screen ends on the truth.
onUnsureChange(() => void queryClient.invalidateQueries());
