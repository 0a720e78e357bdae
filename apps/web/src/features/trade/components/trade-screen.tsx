import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderSide, PairView } from '@soko/shared';
import { useState } from 'react';
import { TradeTabSkeleton } from '@/components/layouts/trade-skeleton';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useStillLoading } from '@/lib/use-still-loading';
import { useMarketRowsUnpolled } from '../api/get-market-data';
import { usePairs } from '../api/get-pairs';
import type { PricePick } from '../hooks/use-order-form';
import { choosePair, missingPair, pairKey, parsePairKey } from '../lib/order-form';
import { CreateOrderCard } from './create-order-card';
import { MarketOverviewTab } from './market-overview-tab';
import { OrderBookCard } from './order-book-card';
import { PairNotFound } from './pair-not-found';
import { PriceChartCard } from './price-chart-card';
import { RecentTradesCard } from './recent-trades-card';

export interface TradeScreenProps {
  /** The pair the address names ("HRC-KES"); the first active KES pair when absent or unknown. */
  requestedPair: string | null | undefined;
  /** Moves the address to another pair. */
  onPairChange: (key: string) => void;
  /** Where a pair's trade screen is, for the Market Overview rows. */
  pairHref: (key: string) => string;
  signedIn: boolean;
  /** A signed-in admin looking at the public screen: no form, only trader accounts trade. */
  isAdmin?: boolean;
  loginHref: string;
  ordersHref: string;
}

/**
 * The trade screen (product-spec.md section 2): title Trade; tabs Trade and Market Overview. The
 * Trade tab has the pair's chart, order-book card, Create Order form and latest trades. The app
 * route and the public /trade/:pair route both draw this; only where links go differs.
 */
export function TradeScreen(props: TradeScreenProps) {
  const { t } = useLingui();
  const [tab, setTab] = useState('trade');
  const pairs = usePairs();
  // With no pair in the address the liveliest market is shown first (the Market Overview
  // tab reads the same cached rows).
  const market = useMarketRowsUnpolled();
  const named = parsePairKey(props.requestedPair) !== null;
  const activePairs = (pairs.data ?? []).filter((pair) => pair.active);
  const pair = pairs.data
    ? choosePair(pairs.data, props.requestedPair, market.data ?? [])
    : undefined;
  const missing = pairs.data ? missingPair(pairs.data, props.requestedPair) : null;

  // The four cards then mount in slices, not in one long task (lib/use-still-loading.ts).
  const loading = useStillLoading(pairs.isPending || (!named && market.isPending));

  let tradeTab: React.ReactNode;
  if (loading) {
    tradeTab = <TradeSkeleton />;
  } else if (pairs.isError) {
    tradeTab = (
      <Card>
        <ErrorState
          title={t`Failed to load data`}
          message={t`There was an issue loading trading pairs and balances.`}
          onRetry={() => void pairs.refetch()}
        />
      </Card>
    );
  } else if (missing) {
    // The fallback is the liveliest market, chosen as if no pair had been named.
    const other = pairs.data ? choosePair(pairs.data, null, market.data ?? []) : undefined;
    tradeTab = (
      <PairNotFound
        {...missing}
        fallback={other ? `${other.base}/${other.quote}` : undefined}
        onFallback={other ? () => props.onPairChange(pairKey(other)) : undefined}
      />
    );
  } else if (!pair) {
    tradeTab = (
      <Card>
        <EmptyState>
          <Trans>No trading pairs available yet. Our admins are setting everything up.</Trans>
        </EmptyState>
      </Card>
    );
  } else {
    tradeTab = <TradeTab {...props} pairs={activePairs} pair={pair} />;
  }

  return (
    <div>
      <PageHeader title={t`Trade`} />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList className="w-fit">
          <TabsTrigger value="trade">
            <Trans>Trade</Trans>
          </TabsTrigger>
          <TabsTrigger value="overview">
            <Trans>Market Overview</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="trade">{tradeTab}</TabsContent>
        <TabsContent value="overview">
          <MarketOverviewTab pairHref={props.pairHref} onChoose={() => setTab('trade')} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function TradeTab(props: TradeScreenProps & { pairs: PairView[]; pair: PairView }) {
  const { pair } = props;
  const [pick, setPick] = useState<PricePick | null>(null);
  const onPick = (side: OrderSide, price: string) =>
    setPick((previous) => ({ side, price, nonce: (previous?.nonce ?? 0) + 1 }));
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6 lg:order-2">
        <CreateOrderCard
          pairs={props.pairs}
          pair={pair}
          onPairChange={props.onPairChange}
          signedIn={props.signedIn}
          isAdmin={props.isAdmin ?? false}
          loginHref={props.loginHref}
          ordersHref={props.ordersHref}
          pick={pick}
        />
        <OrderBookCard base={pair.base} quote={pair.quote} onPick={onPick} />
      </div>
      <div className="min-w-0 space-y-6 lg:order-1">
        <PriceChartCard key={pairKey(pair)} base={pair.base} quote={pair.quote} />
        <RecentTradesCard base={pair.base} quote={pair.quote} />
      </div>
    </div>
  );
}

/** The same cards as the signed-in page's pre-rendered frame, so nothing jumps between the two. */
function TradeSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading`}>
      <TradeTabSkeleton />
    </div>
  );
}
