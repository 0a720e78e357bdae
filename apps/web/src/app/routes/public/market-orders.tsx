import { PageSpinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { MarketOrders } from '@/features/market/components/market-orders';
import { PublicPage } from './market';

/** /market/orders (product-spec.md section 2): visitors see the orders and are asked to log in to act. */
export default function MarketOrdersRoute() {
  const { user, isLoading } = useCurrentUser();
  return (
    <PublicPage>
      {/* Wait for the session, so a trader's own orders are never shown as takeable for a moment. */}
      {isLoading ? <PageSpinner /> : <MarketOrders user={user} />}
    </PublicPage>
  );
}
