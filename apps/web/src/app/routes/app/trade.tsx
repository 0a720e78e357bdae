import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { TradeScreen } from '@/features/trade/components/trade-screen';

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
