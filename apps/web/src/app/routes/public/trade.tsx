import { useLocation, useNavigate, useParams } from 'react-router';
import { PublicFooter } from '@/components/layouts/public-footer';
import { PublicHeader } from '@/app/layouts/public-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { TradeScreen } from '@/features/trade/components/trade-screen';

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
