import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { PublicFooter } from '@/components/layouts/public-footer';
import { PublicHeader } from '@/app/layouts/public-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { prefetchTradeScreen } from '@/features/trade/api/prefetch-trade-screen';
import { TradeScreen } from '@/features/trade/components/trade-screen';

/**
 * The screen's market queries, asked for with the page's code (app/route-boundary.tsx); the
 * balances wait for the session, which says whether there are any.
 */
export function prefetch(client: QueryClient, { params }: LoaderFunctionArgs) {
  prefetchTradeScreen(client, params.pair, false);
}

/**
 * The public trade screen, /trade/:pair (e.g. /trade/HRC-KES): anyone sees the book, the chart and
 * the trades; the form asks a visitor to log in and brings them back here after.
 */
export default function PublicTradeRoute() {
  const { pair } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { user } = useCurrentUser();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <PublicHeader showConnection />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        <TradeScreen
          requestedPair={pair}
          onPairChange={(key) => void navigate(paths.trade(key), { replace: true })}
          pairHref={(key) => paths.trade(key)}
          signedIn={user?.role === 'user'}
          isAdmin={user?.role === 'admin'}
          loginHref={`${paths.login}?next=${encodeURIComponent(here)}`}
          ordersHref={paths.dashboard.orders}
        />
      </main>
      <PublicFooter />
    </div>
  );
}
