import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { prefetchTradeScreen } from '@/features/trade/api/prefetch-trade-screen';
import { TradeScreen } from '@/features/trade/components/trade-screen';

/** The screen's queries, asked for with the page's code (app/route-boundary.tsx). */
export function prefetch(client: QueryClient, { request }: LoaderFunctionArgs) {
  prefetchTradeScreen(client, new URL(request.url).searchParams.get('pair'), true);
}

/** Trade Now in the customer area, /dashboard/trade?pair=HRC-KES (product-spec.md section 2). */
export default function TradeRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  return (
    <TradeScreen
      requestedPair={searchParams.get('pair')}
      onPairChange={(key) => setSearchParams({ pair: key }, { replace: true })}
      pairHref={(key) =>
        `${paths.dashboard.trade}?${new URLSearchParams({ pair: key }).toString()}`
      }
      signedIn
      loginHref={paths.login}
      ordersHref={paths.dashboard.orders}
    />
  );
}
