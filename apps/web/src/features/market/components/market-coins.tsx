import { Trans, useLingui } from '@lingui/react/macro';
import type { Coin, MarketRow } from '@soko/shared';
import { ArrowLeftRight, ListOrdered } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardList } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import {
  Table,
  TableActionsHead,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { paths } from '@/config/paths';
import { formatKes } from '@/lib/format';
import { useSearchState } from '@/lib/search-params';
import { useStillLoading } from '@/lib/use-still-loading';
import { useCoins } from '../api/get-coins';
import { kesRowOf, useMarket } from '../api/get-market';
import { filterCoins } from '../lib/market-search';
import { ChangeFigure } from './change-figure';
import { CoinIcon } from '@/components/ui/coin-icon';

interface MarketCoinsProps {
  /** Where a coin's Trade button goes (the public trade screen, by pair). */
  tradeHref: (base: string) => string;
}

/** Market overview (/market, product-spec.md section 2): every coin, searchable, with its price. */
export function MarketCoins({ tradeHref }: MarketCoinsProps) {
  const { t } = useLingui();
  const { searchParams, update } = useSearchState<'q'>();
  const query = searchParams.get('q') ?? '';
  const coins = useCoins();
  // Prices are extra: the list still shows (with "—") when the market figures fail to load.
  const market = useMarket();
  const isDesktop = useIsDesktop();
  // The coin list then mounts in slices, not in one long task (lib/use-still-loading.ts).
  const coinsLoading = useStillLoading(coins.isPending);

  let body: React.ReactNode;
  let framed = true;
  if (coinsLoading || coins.isPending) {
    body = <CoinsSkeleton />;
  } else if (coins.isError) {
    body = (
      <ErrorState
        title={t`Failed to load coins`}
        message={t`Please check your connection and try again.`}
        onRetry={() => void coins.refetch()}
      />
    );
  } else {
    const shown = filterCoins(coins.data, query);
    if (shown.length === 0) {
      body = (
        <EmptyState>
          {coins.data.length === 0 ? (
            <Trans>No coins available for trading</Trans>
          ) : (
            <Trans>No coins match your search criteria</Trans>
          )}
        </EmptyState>
      );
    } else {
      framed = isDesktop;
      const props = { coins: shown, rows: market.data, tradeHref };
      body = isDesktop ? <CoinsTable {...props} /> : <CoinCards {...props} />;
    }
  }

  return (
    <div>
      <PageHeader
        title={t`Market`}
        description={t`Coins traded on Soko, priced in Kenyan shillings.`}
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.marketOrders}>
              <ListOrdered aria-hidden className="h-4 w-4" />
              <Trans>View All Market Orders</Trans>
            </Link>
          </Button>
        }
      />
      <div className="mb-4 flex">
        <SearchInput
          value={query}
          onSearch={(q) => update({ q })}
          label={t`Search coins`}
          placeholder={t`Search by name or symbol`}
          className="md:max-w-sm"
        />
      </div>
      {/* The list keeps at least this height while loading and after, so the footer starts below
          the first screen and nothing visible moves when the coins arrive (layout shift). */}
      <div className="min-h-[36rem]">
        {framed ? <Card className="overflow-hidden">{body}</Card> : body}
      </div>
    </div>
  );
}

interface CoinsViewProps {
  coins: Coin[];
  rows: MarketRow[] | undefined;
  tradeHref: (base: string) => string;
}

function Price({ row }: { row: MarketRow | undefined }) {
  const { t } = useLingui();
  return row?.latestPrice ? (
    <span className="font-medium text-slate-900 tabular-nums">{formatKes(row.latestPrice)}</span>
  ) : (
    <span className="text-slate-500" title={t`No trades yet`}>
      —
      <span className="sr-only">
        <Trans>No trades yet</Trans>
      </span>
    </span>
  );
}

/** `wordOnPhones`: a phone's card shows the word alone, leaving the coin's name its room. */
function TradeButton({
  coin,
  href,
  wordOnPhones = false,
}: {
  coin: Coin;
  href: string;
  wordOnPhones?: boolean;
}) {
  const symbol = coin.symbol;
  return (
    <Button asChild size="sm" className="shrink-0">
      <Link to={href}>
        <ArrowLeftRight
          aria-hidden
          className={wordOnPhones ? 'h-4 w-4 max-sm:hidden' : 'h-4 w-4'}
        />
        <Trans>
          Trade<span className="sr-only"> {symbol}</span>
        </Trans>
      </Link>
    </Button>
  );
}

function CoinsTable({ coins, rows, tradeHref }: CoinsViewProps) {
  return (
    <Table>
      <caption className="sr-only">
        <Trans>Coins</Trans>
      </caption>
      <TableHeader>
        <tr>
          <TableHead>
            <Trans>Coin</Trans>
          </TableHead>
          <TableHead>
            <Trans>Symbol</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>Price</Trans>
          </TableHead>
          <TableHead className="text-right">
            <Trans>24h change</Trans>
          </TableHead>
          <TableActionsHead />
        </tr>
      </TableHeader>
      <TableBody>
        {coins.map((coin) => {
          const row = kesRowOf(rows, coin.symbol);
          return (
            <TableRow key={coin.id}>
              <TableCell>
                <div className="flex items-center gap-3">
                  <CoinIcon symbol={coin.symbol} iconUrl={coin.iconUrl} />
                  <span className="font-medium text-slate-900">{coin.name}</span>
                </div>
              </TableCell>
              <TableCell className="font-mono font-medium text-slate-900">{coin.symbol}</TableCell>
              <TableCell className="text-right">
                <Price row={row} />
              </TableCell>
              <TableCell className="text-right">
                <ChangeFigure change={row?.changePercentage24h ?? null} />
              </TableCell>
              <TableCell className="text-right">
                <TradeButton coin={coin} href={tradeHref(coin.symbol)} />
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function CoinCards({ coins, rows, tradeHref }: CoinsViewProps) {
  const { t } = useLingui();
  return (
    <CardList label={t`Coins`} items={coins}>
      {(coin) => {
        const row = kesRowOf(rows, coin.symbol);
        return (
          <>
            <div className="flex items-center gap-3">
              <CoinIcon symbol={coin.symbol} iconUrl={coin.iconUrl} className="h-10 w-10" />
              <div className="min-w-0 flex-1">
                {/* Wraps rather than cuts: "Fanya biashara" leaves a phone's name ~115 px, room
                    for "Harambee" whole (with the button's icon it was cut to "Harambe|e"). */}
                <p className="font-semibold break-words text-slate-900">{coin.name}</p>
                <p className="font-mono text-sm text-slate-500">{coin.symbol}</p>
              </div>
              <TradeButton coin={coin} href={tradeHref(coin.symbol)} wordOnPhones />
            </div>
            {/* Fixed-height lines: the prices and the 24h arrow arrive after the coins and must
                not grow the card (each card below would move). */}
            <dl className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3 text-sm">
              <div className="flex h-6 items-center gap-2">
                <dt className="text-slate-500">
                  <Trans>Price</Trans>
                </dt>
                <dd>
                  <Price row={row} />
                </dd>
              </div>
              <div className="flex h-6 items-center gap-2">
                <dt className="text-slate-500">
                  <Trans>24h</Trans>
                </dt>
                <dd>
                  <ChangeFigure change={row?.changePercentage24h ?? null} />
                </dd>
              </div>
            </dl>
          </>
        );
      }}
    </CardList>
  );
}

function CoinsSkeleton() {
  return (
    <div className="divide-y divide-slate-100">
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} aria-hidden className="flex items-center gap-3 px-4 py-3.5">
          <Skeleton className="h-9 w-9 rounded-full" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-12" />
          </div>
          <Skeleton className="h-9 w-20 rounded-lg" />
        </div>
      ))}
      <p role="status" className="sr-only">
        <Trans>Loading coins...</Trans>
      </p>
    </div>
  );
}
