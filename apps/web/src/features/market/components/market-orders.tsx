import { Trans, useLingui } from '@lingui/react/macro';
import type { MarketOrderCard } from '@soko/shared';
import { Plus, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Select } from '@/components/ui/select';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useSearchState } from '@/lib/search-params';
import { useMarketOrders } from '../api/get-market-orders';
import { tradedCoins, usePairs } from '../api/get-pairs';
import { availableOf, useWallets } from '../api/get-wallets';
import {
  PRICE_SORTS,
  pairSlug,
  readMarketOrdersSearch,
  type MarketOrdersSearch,
} from '../lib/market-search';
import { payingCurrency } from '../lib/take-amount';
import { ExecuteDialog } from './execute-dialog';
import { OrderCard, OrderCardSkeleton } from './order-card';

interface MarketOrdersProps {
  /** The signed-in person, or null for a visitor. Admins see the list but do not trade. */
  user: { username: string; role: 'user' | 'admin' } | null;
}

/**
 * Market orders (/market/orders, product-spec.md section 2): the open orders of other traders,
 * by tab, coin and price sort (all in the address), each takeable. The list follows the market
 * channel and changes as orders come and go; it polls every 30 s only while that push is down.
 */
export function MarketOrders({ user }: MarketOrdersProps) {
  const { t } = useLingui();
  const username = user?.username ?? null;
  const trader = user?.role === 'user';
  const location = useLocation();
  const { searchParams, update } = useSearchState<'side' | 'coin' | 'sort'>();
  const search = readMarketOrdersSearch(searchParams);
  const orders = useMarketOrders(search);
  const pairs = usePairs();
  const wallets = useWallets(trader);
  const [chosen, setChosen] = useState<MarketOrderCard | null>(null);

  // The server leaves the trader's own orders out; this repeats it in case a list was cached
  // from before signing in (a trader can never be offered their own order).
  const shown = (orders.data ?? []).filter((order) => order.username !== username);
  // The latest figures of the chosen order while its dialog is open (the list refreshes); an
  // order the refreshed list no longer has is gone (the dialog says so before Confirm).
  const found = chosen ? shown.find((order) => order.id === chosen.id) : undefined;
  const live = chosen ? (found ?? chosen) : null;
  const loginHref = user
    ? null
    : `${paths.login}?next=${encodeURIComponent(location.pathname + location.search)}`;

  return (
    <div>
      <PageHeader
        title={t`Market Orders`}
        description={t`Buy from or sell to other traders at the price they set.`}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => void orders.refetch()}
              disabled={orders.isFetching}
            >
              <RefreshCw
                aria-hidden
                className={cn('h-4 w-4', orders.isFetching && 'animate-spin')}
              />
              <Trans>Refresh</Trans>
            </Button>
            {/* An admin does not trade (the customer area sends them back to /admin). */}
            {user?.role === 'admin' ? null : (
              <Button asChild>
                <Link to={createOrderHref(search.coin)}>
                  <Plus aria-hidden className="h-4 w-4" />
                  <Trans>Create Order</Trans>
                </Link>
              </Button>
            )}
          </>
        }
      />
      {/* The side tabs control the list below: it is their panel, so a screen reader can go from
          the chosen tab to the orders it shows (and aria-controls names a real element). */}
      <Tabs value={search.side} onValueChange={(side) => update({ side })}>
        <Filters
          search={search}
          coins={tradedCoins(pairs.data)}
          onChange={(changes) => update(changes)}
        />
        <TabsContent value={search.side} className="mt-0">
          <p className="mt-3 mb-4 text-sm text-slate-500">
            {search.side === 'sell' ? (
              <Trans>Traders selling coins: buy from them with your balance.</Trans>
            ) : (
              <Trans>Traders buying coins: sell your coins to them.</Trans>
            )}
          </p>
          <OrdersBody
            query={orders}
            orders={shown}
            onTake={trader ? setChosen : undefined}
            loginHref={loginHref}
          />
        </TabsContent>
      </Tabs>
      <ExecuteDialog
        order={live}
        balance={live ? availableOf(wallets.data, payingCurrency(live)) : undefined}
        gone={chosen !== null && found === undefined}
        onClose={() => setChosen(null)}
      />
    </div>
  );
}

/** Create Order opens the dashboard trade screen, on the filtered coin's KES pair if there is one. */
function createOrderHref(coin: string | undefined): string {
  if (!coin) return paths.dashboard.trade;
  return `${paths.dashboard.trade}?${new URLSearchParams({ pair: pairSlug(coin, 'KES') }).toString()}`;
}

interface FiltersProps {
  search: MarketOrdersSearch;
  coins: string[];
  onChange: (changes: { coin?: string; sort?: string }) => void;
}

function Filters({ search, coins, onChange }: FiltersProps) {
  const { t, i18n } = useLingui();
  // A coin from a shared link stays choosable even before (or without) its pair in the list.
  const choices = search.coin && !coins.includes(search.coin) ? [search.coin, ...coins] : coins;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
      <TabsList aria-label={t`Order side`} className="w-full md:w-auto">
        <TabsTrigger value="sell" className="flex-1 px-6 md:flex-none">
          <Trans>Sell</Trans>
        </TabsTrigger>
        <TabsTrigger value="buy" className="flex-1 px-6 md:flex-none">
          <Trans>Buy</Trans>
        </TabsTrigger>
      </TabsList>
      <div className="grid grid-cols-2 gap-3 md:flex">
        <Select
          label={t`Coin`}
          value={search.coin ?? ''}
          onChange={(event) => onChange({ coin: event.target.value })}
          wrapperClassName="md:w-40"
        >
          <option value="">{t`All Coins`}</option>
          {choices.map((coin) => (
            <option key={coin} value={coin}>
              {coin}
            </option>
          ))}
        </Select>
        <Select
          label={t`Price`}
          value={search.sort}
          onChange={(event) => onChange({ sort: event.target.value })}
          wrapperClassName="md:w-40"
        >
          {PRICE_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {i18n._(option.label)}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}

interface OrdersBodyProps {
  query: ReturnType<typeof useMarketOrders>;
  orders: MarketOrderCard[];
  onTake: ((order: MarketOrderCard) => void) | undefined;
  loginHref: string | null;
}

function OrdersBody({ query, orders, onTake, loginHref }: OrdersBodyProps) {
  const { t } = useLingui();
  if (query.isPending) {
    return (
      <div className={gridClass}>
        {Array.from({ length: 6 }, (_, index) => (
          <OrderCardSkeleton key={index} />
        ))}
        <p role="status" className="sr-only">
          <Trans>Loading orders...</Trans>
        </p>
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <Card>
        <ErrorState
          title={t`Failed to load orders`}
          message={t`Please check your connection and try again.`}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }
  if (orders.length === 0) {
    return (
      <Card>
        <EmptyState>
          <Trans>No orders found. Try another coin, or create an order of your own.</Trans>
        </EmptyState>
      </Card>
    );
  }
  return (
    <ul
      aria-label={t`Orders`}
      aria-busy={query.isPlaceholderData || undefined}
      className={cn(gridClass, query.isPlaceholderData && 'opacity-60')}
    >
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} onTake={onTake} loginHref={loginHref} />
        </li>
      ))}
    </ul>
  );
}

const gridClass = 'grid gap-4 md:grid-cols-2 xl:grid-cols-3';
