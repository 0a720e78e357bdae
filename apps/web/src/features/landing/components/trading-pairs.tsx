import type { Coin, MarketRow } from '@soko/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { changeTone, formatChange } from '@/lib/change-percent';
import { describeChangeIn } from '@/lib/describe-change';
import { useLandingCoins } from '../api/get-coins';
import { changeOf, useLandingMarket } from '../api/get-market';

// product-spec.md section 9 (LANDING_SKELETON_COUNT in @soko/shared). Repeated here rather than
// imported: a value import of the shared package would pull zod into the landing bundle.
const SKELETON_COUNT = 6;
const QUOTES = ['KES', 'USDT'] as const;

export function TradingPairs() {
  const { coins, isLoading } = useLandingCoins();
  const market = useLandingMarket();
  return (
    <section
      id="trading-pairs"
      aria-labelledby="pairs-heading"
      aria-busy={isLoading || undefined}
      className="scroll-mt-20 border-y border-slate-200 bg-white py-14 md:py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2
            id="pairs-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            <Trans>Available trading pairs</Trans>
          </h2>
          <p className="mt-2 text-slate-600">
            <Trans>Every coin trades against Kenyan shillings and USDT.</Trans>
          </p>
        </div>
        {isLoading ? (
          <ul className={gridClass}>
            {Array.from({ length: SKELETON_COUNT }, (_, index) => (
              <li key={index}>
                <CoinCardSkeleton />
              </li>
            ))}
            <li className="sr-only" role="status">
              <Trans>Loading trading pairs...</Trans>
            </li>
          </ul>
        ) : coins.length === 0 ? (
          <div className="mt-8 flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-12 text-center">
            <Inbox aria-hidden className="h-6 w-6 text-slate-400" />
            <p className="text-sm text-slate-600">
              <Trans>No trading pairs available yet. Our admins are setting everything up.</Trans>
            </p>
          </div>
        ) : (
          <ul className={gridClass}>
            {coins.map((coin) => (
              <li key={coin.id}>
                <CoinCard coin={coin} market={market} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const gridClass = 'mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
const cardClass = 'flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

function CoinCard({ coin, market }: { coin: Coin; market: MarketRow[] | undefined }) {
  const pair = `${coin.symbol}/KES`;
  return (
    <article aria-labelledby={`coin-${coin.id}`} className={cardClass}>
      <div className="flex items-center gap-3">
        <CoinIcon coin={coin} />
        <div className="min-w-0 flex-1">
          {/* Wraps rather than cuts: beside "Fanya biashara" a phone leaves a name ~100 px. */}
          <h3 id={`coin-${coin.id}`} className="font-semibold break-words text-slate-900">
            {coin.name}
          </h3>
          <p className="text-sm text-slate-500">{coin.symbol}</p>
        </div>
        <Button asChild variant="secondary" className="shrink-0">
          <Link to={paths.trade(`${coin.symbol}-KES`)}>
            <Trans>
              Trade<span className="sr-only"> {pair}</span>
            </Trans>
          </Link>
        </Button>
      </div>
      <dl className="mt-4 divide-y divide-slate-100 rounded-lg bg-slate-50 px-3">
        {/* A coin never pairs with itself: the USDT card lists only USDT/KES. */}
        {QUOTES.filter((quote) => quote !== coin.symbol).map((quote) => (
          <div key={quote} className="flex items-center justify-between py-2.5 text-sm">
            <dt className="font-medium text-slate-700">
              {coin.symbol}/{quote}
            </dt>
            <dd>
              <PairChange change={changeOf(market, coin.symbol, quote)} />
            </dd>
          </div>
        ))}
      </dl>
    </article>
  );
}

const changeClass = {
  up: 'text-emerald-700',
  down: 'text-red-600',
  flat: 'text-slate-600',
  none: 'text-slate-500',
} as const;

/** decisions.md point 8: the pair's real 24-hour change, or "—" before it has one. */
function PairChange({ change }: { change: string | null }) {
  const { i18n, t } = useLingui();
  const tone = changeTone(change);
  const figure = formatChange(change);
  return (
    <span className={`tabular-nums ${changeClass[tone]}`}>
      <span className="sr-only">{describeChangeIn(i18n, change)}</span>
      <span aria-hidden title={tone === 'none' ? t`No trades yet` : undefined}>
        <Trans>24h {figure}</Trans>
      </span>
    </span>
  );
}

/** The coin's icon, or a 40 px placeholder with its symbol when there is none or it fails. */
function CoinIcon({ coin }: { coin: Coin }) {
  const [broken, setBroken] = useState(false);
  if (!coin.iconUrl || broken) {
    return (
      <span
        aria-hidden
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-[0.6875rem] font-bold text-brand-800"
      >
        {coin.symbol.slice(0, 4)}
      </span>
    );
  }
  return (
    <img
      src={coin.iconUrl}
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className="h-10 w-10 shrink-0 rounded-full bg-slate-100"
    />
  );
}

function CoinCardSkeleton() {
  return (
    <div className={cardClass}>
      <div className="flex items-center gap-3">
        <Skeleton className="h-10 w-10 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-3 w-12" />
        </div>
        <Skeleton className="h-11 w-[4.5rem] rounded-lg" />
      </div>
      <Skeleton className="mt-4 h-[5.25rem] w-full rounded-lg" />
    </div>
  );
}
