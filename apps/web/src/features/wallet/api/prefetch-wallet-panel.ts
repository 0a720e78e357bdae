import type { QueryClient } from '@tanstack/react-query';
import { pendingDepositsQuery } from './get-pending-deposits';
import { walletsQuery } from './get-wallets';

/** What WalletPanel shows, for the pages that draw it to ask for early (app/route-boundary.tsx). */
export function prefetchWalletPanel(client: QueryClient) {
  void client.prefetchQuery(walletsQuery);
  void client.prefetchQuery(pendingDepositsQuery);
}
