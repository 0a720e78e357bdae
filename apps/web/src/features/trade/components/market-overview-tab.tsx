import { Trans, useLingui } from '@lingui/react/macro';
import type { MarketRow } from '@soko/shared';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { cn } from '@/lib/cn';
import { useMarketRows } from '../api/get-market-data';
import { pairKey } from '../lib/order-form';
import { formatPrice } from '../lib/trade-format';
import { CoinIcon } from '@/components/ui/coin-icon';
import { formatTotal } from '@/lib/format';

interface MarketOverviewTabProps {
  /** Where a pair's trade screen is. */
  pairHref: (key: string) => string;
  /** A row was chosen: the screen goes back to its Trade tab. */
  onChoose: () => void;
}

/**
 * The trade screen's Market Overview tab: every active pair with its latest price, 24-hour change
 * and volume from real trades ("—" where it has none, decisions.md point 8), each row linking to
 * that pair's trade screen. One list that reads well at 375 px and at 1280 px.
 */
export function MarketOverviewTab({ pairHref, onChoose }: MarketOverviewTabProps) {
  const { t } = useLingui();
  const market = useMarketRows();
  if (market.isPending) {
    return (
      <Card className="space-y-3 p-4" role="status" aria-label={t`Loading the market`}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </Card>
    );
  }
  if (market.isError) {
    return (
      <Card>
        <ErrorState title={t`Failed to load data`} onRetry={() => void market.refetch()} />
      </Card>
    );
  }
  if (market.data.length === 0) {
    return (
      <Card>
        <EmptyState>
          <Trans>No market data available</Trans>
        </EmptyState>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <div className="hidden grid-cols-[minmax(0,2fr)_1fr_1fr_1fr_1.5rem] gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 text-xs font-semibold tracking-wide text-slate-500 uppercase md:grid">
        <span>
          <Trans>Pair</Trans>
        </span>
        <span className="text-right">
          <Trans>Latest price</Trans>
        </span>
        <span className="text-right">
          <Trans>24h change</Trans>
        </span>
        <span className="text-right">
          <Trans>24h volume</Trans>
        </span>
        <span />
      </div>
      <ul className="divide-y divide-slate-100" aria-label={t`Market overview`}>
        {market.data.map((row) => (
          <li key={row.pairId}>
            <MarketRowLink row={row} href={pairHref(pairKey(row))} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function MarketRowLink({
  row,
  href,
  onChoose,
}: {
  row: MarketRow;
  href: string;
  onChoose: () => void;
}) {
  const { t } = useLingui();
  const pairName = `${row.base}/${row.quote}`;
  return (
    <Link
      to={href}
      onClick={onChoose}
      aria-label={t`Trade ${pairName}`}
      className="grid grid-cols-[minmax(0,1fr)_auto_1.25rem] items-center gap-x-3 gap-y-0.5 px-4 py-3 hover:bg-slate-50 md:grid-cols-[minmax(0,2fr)_1fr_1fr_1fr_1.5rem]"
    >
      <span className="row-span-2 flex min-w-0 items-center gap-3 md:row-span-1">
        <CoinIcon symbol={row.base} iconUrl={row.iconUrl} />
        <span className="min-w-0">
          <span className="block font-semibold text-slate-900">
            {row.base}/{row.quote}
          </span>
          <span className="block truncate text-xs text-slate-500">{row.name}</span>
        </span>
      </span>
      <span className="text-right font-medium text-slate-900 tabular-nums">
        {row.latestPrice === null ? (
          <span title={t`No trades yet`}>
            —
            <span className="sr-only">
              <Trans>No trades yet</Trans>
            </span>
          </span>
        ) : (
          formatPrice(row.latestPrice, row.quote)
        )}
      </span>
      <ChevronRight
        aria-hidden
        className="row-span-2 h-4 w-4 text-slate-400 md:order-last md:row-span-1"
      />
      <span className="text-right text-xs md:text-sm">
        {/* An untraded pair has one dash, under its price, not a second one here. */}
        {row.latestPrice === null ? null : <Change value={row.changePercentage24h} />}
      </span>
      <span className="col-span-3 text-right text-xs text-slate-500 tabular-nums md:col-span-1 md:text-sm md:text-slate-700">
        <span className="md:sr-only">
          <Trans>Vol</Trans>{' '}
        </span>
        {row.trades24h === 0 ? '—' : formatTotal(row.volume24h, row.quote)}
      </span>
    </Link>
  );
}

/** The 24-hour change, signed and coloured by its text (no float can flip its sign). */
function Change({ value }: { value: string | null }) {
  const { t } = useLingui();
  if (value === null) {
    return (
      <span className="text-slate-500" title={t`No trades yet`}>
        —
      </span>
    );
  }
  const negative = value.startsWith('-');
  const zero = /^-?0(\.0+)?$/.test(value);
  return (
    <span
      className={cn(
        'tabular-nums',
        zero ? 'text-slate-600' : negative ? 'text-red-600' : 'text-emerald-700',
      )}
    >
      {negative || zero ? value.replace(/^-0(\.0+)?$/, '0.00') : `+${value}`}%
    </span>
  );
}
