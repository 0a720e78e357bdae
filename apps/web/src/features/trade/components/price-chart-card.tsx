import { Trans, useLingui } from '@lingui/react/macro';
import { CANDLE_INTERVALS, type CandleInterval } from '@soko/shared';
import { CandlestickChart } from 'lucide-react';
import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { cn } from '@/lib/cn';
import { useNearScreen } from '@/lib/use-near-screen';
import { useCandles } from '../api/get-market-data';
import { toCandlePoints } from '../lib/candle-points';

const CandleChart = lazy(() => import('./candle-chart'));

const intervalLabels: Record<CandleInterval, string> = { '15m': '15m', '1h': '1h', '1d': '1d' };

/** The pair's price chart: candles of 15 minutes, 1 hour or 1 day, from real trades only. */
export function PriceChartCard({ base, quote }: { base: string; quote: string }) {
  const { t } = useLingui();
  const [interval, setCandleInterval] = useState<CandleInterval>('1h');
  const candles = useCandles(base, quote, interval);
  const points = useMemo(() => toCandlePoints(candles.data ?? []), [candles.data]);
  // On a phone the chart is below the order form: its code and canvas wait until it is near.
  const box = useRef<HTMLDivElement>(null);
  const near = useNearScreen(box);

  let body: React.ReactNode;
  if (candles.isPending) {
    body = <Skeleton className="h-full w-full" />;
  } else if (candles.isError) {
    body = (
      <ErrorState title={t`Failed to load the chart`} onRetry={() => void candles.refetch()} />
    );
  } else if (points.length === 0) {
    body = (
      <div className="flex h-full flex-col items-center justify-center gap-2 text-center text-sm text-slate-500">
        <CandlestickChart aria-hidden className="h-6 w-6 text-slate-400" />
        <p>
          <Trans>
            No trades yet for {base}/{quote}.
          </Trans>
        </p>
        <p className="text-xs">
          <Trans>The chart starts with the first trade.</Trans>
        </p>
      </div>
    );
  } else if (!near) {
    body = <Skeleton className="h-full w-full" />;
  } else {
    body = (
      <Suspense fallback={<Skeleton className="h-full w-full" />}>
        <CandleChart points={points} showTime={interval !== '1d'} />
      </Suspense>
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0 pb-2 sm:pb-2">
        <div className="min-w-0">
          <CardTitle>
            <Trans>Price Chart</Trans>
          </CardTitle>
          <p className="text-sm text-slate-500">
            <Trans>
              {base}/{quote}, prices in {quote}
            </Trans>
          </p>
        </div>
        <IntervalPicker value={interval} onChange={setCandleInterval} />
      </CardHeader>
      <div
        ref={box}
        className={cn('h-64 px-2 pb-4 sm:h-80 sm:px-4', candles.isPlaceholderData && 'opacity-60')}
        aria-busy={candles.isFetching || undefined}
        aria-label={t`${base}/${quote} price chart, ${interval} candles`}
        role="img"
      >
        {body}
      </div>
    </Card>
  );
}

/** 15m, 1h or 1d, as pressed/unpressed buttons. */
function IntervalPicker(props: {
  value: CandleInterval;
  onChange: (value: CandleInterval) => void;
}) {
  const { t } = useLingui();
  return (
    <div
      role="group"
      aria-label={t`Candle interval`}
      className="flex gap-1 rounded-lg bg-slate-100 p-1"
    >
      {CANDLE_INTERVALS.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={props.value === value}
          onClick={() => props.onChange(value)}
          className={cn(
            'h-9 max-md:h-11 min-w-11 rounded-md px-2 text-sm font-medium',
            props.value === value
              ? 'bg-white text-slate-900 shadow-sm'
              : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {intervalLabels[value]}
        </button>
      ))}
    </div>
  );
}
