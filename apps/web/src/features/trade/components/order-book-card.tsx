import { Trans, useLingui } from '@lingui/react/macro';
import { ORDER_BOOK_CARD_ROWS, type OrderBook, type OrderSide } from '@soko/shared';
import { RefreshCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useOrderBook } from '../api/get-order-book';
import { amountFigure, priceFigure } from '../lib/trade-format';

interface OrderBookCardProps {
  base: string;
  quote: string;
  /** A row was chosen: fill the form to trade against it (a sell row → buy at its price). */
  onPick: (side: OrderSide, price: string) => void;
}

/**
 * The trade screen's order-book card (product-spec.md section 2): the best 3 sells and the best 3
 * buys of the pair, sells above buys with the best prices meeting in the middle, as traders read
 * a book. The full book is the Market orders screen.
 */
export function OrderBookCard({ base, quote, onPick }: OrderBookCardProps) {
  const { t } = useLingui();
  const book = useOrderBook(base, quote);
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3 space-y-0 pb-2 sm:pb-2">
        <div className="min-w-0">
          <CardTitle>
            <Trans>Order Book</Trans>
          </CardTitle>
          <p className="text-sm text-slate-500">
            {base}/{quote}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t`Refresh order book`}
          title={t`Refresh`}
          disabled={book.isFetching}
          onClick={() => void book.refetch()}
        >
          <RefreshCw aria-hidden className={cn('h-4 w-4', book.isFetching && 'animate-spin')} />
        </Button>
      </CardHeader>
      <div className="px-4 pb-2 sm:px-6" aria-busy={book.isFetching || undefined}>
        {book.isPending ? (
          <BookSkeleton />
        ) : book.isError ? (
          <ErrorState
            title={t`Failed to load the order book`}
            onRetry={() => void book.refetch()}
          />
        ) : (
          <BookRows book={book.data} onPick={onPick} />
        )}
      </div>
      <div className="border-t border-slate-100 px-4 py-1 sm:px-6">
        <Link
          to={`${paths.marketOrders}?${new URLSearchParams({ coin: base }).toString()}`}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline"
        >
          <Trans>View full market</Trans>
        </Link>
      </div>
    </Card>
  );
}

function BookRows({ book, onPick }: { book: OrderBook; onPick: OrderBookCardProps['onPick'] }) {
  const { t } = useLingui();
  const { base, quote } = book;
  // The lowest sells sit next to the spread, so the shown sells read from high to low.
  const asks = book.asks.slice(0, ORDER_BOOK_CARD_ROWS).reverse();
  const bids = book.bids.slice(0, ORDER_BOOK_CARD_ROWS);
  return (
    <div className="text-sm">
      <div className="grid grid-cols-[1fr_1fr_auto] gap-2 py-1 text-xs font-medium text-slate-500">
        <span>
          <Trans>Price ({quote})</Trans>
        </span>
        <span className="text-right">
          <Trans>Amount ({base})</Trans>
        </span>
        <span className="sr-only">
          <Trans>Trader</Trans>
        </span>
      </div>
      <BookSide
        label={t`Sell orders`}
        empty={t`No sell orders`}
        entries={asks}
        tone="text-red-600"
        onPick={(price) => onPick('buy', price)}
      />
      <div className="my-1 border-t border-dashed border-slate-200" />
      <BookSide
        label={t`Buy orders`}
        empty={t`No buy orders`}
        entries={bids}
        tone="text-emerald-700"
        onPick={(price) => onPick('sell', price)}
      />
    </div>
  );
}

interface BookSideProps {
  label: string;
  empty: string;
  entries: OrderBook['asks'];
  tone: string;
  onPick: (price: string) => void;
}

function BookSide({ label, empty, entries, tone, onPick }: BookSideProps) {
  const { t } = useLingui();
  if (entries.length === 0) {
    return <p className="py-2 text-center text-xs text-slate-500">{empty}</p>;
  }
  return (
    <ul aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <button
            type="button"
            onClick={() => onPick(entry.price)}
            title={t`Use this price`}
            className="grid min-h-9 max-md:min-h-11 w-full grid-cols-[1fr_1fr_auto] items-center gap-2 rounded-md text-left tabular-nums hover:bg-slate-50"
          >
            <span className={cn('font-medium', tone)}>{priceFigure(entry.price)}</span>
            <span className="text-right text-slate-800">{amountFigure(entry.amount)}</span>
            <span className="w-16 truncate text-right text-xs text-slate-500">
              {entry.username}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

function BookSkeleton() {
  const { t } = useLingui();
  return (
    <div className="space-y-2 py-2" role="status" aria-label={t`Loading the order book`}>
      {Array.from({ length: ORDER_BOOK_CARD_ROWS * 2 }, (_, index) => (
        <Skeleton key={index} className="h-6 w-full" />
      ))}
    </div>
  );
}
