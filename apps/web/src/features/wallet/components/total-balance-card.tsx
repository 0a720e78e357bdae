import type { WalletTotal } from '@soko/shared';
import { Skeleton } from '@/components/ui/skeleton';
import { formatKes, formatMoney } from '@/lib/format';
import { useWalletTotal } from '../api/get-wallet-total';

/**
 * The top of the dashboard (issue 16): one figure, everything the trader owns in KES, available
 * and held. The server values each coin at its KES pair's last trade; a coin without a price is
 * named below the figure instead of silently counting as nothing.
 */
const TOTAL_NOTE = 'Available and held, coins at their last KES trade price.';

export function TotalBalanceCard() {
  const total = useWalletTotal();
  return (
    <section
      aria-labelledby="total-balance-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="total-balance-heading" className="text-sm font-medium text-slate-500">
        Total balance
      </h2>
      {total.isPending ? (
        // As tall as the figure, its note and one line of coins without a price: the balances
        // below must not move down when the total arrives (CLS, decisions.md 29).
        <>
          <Skeleton className="mt-1 h-8 w-48 sm:h-9" />
          <p className="mt-1 text-xs text-slate-500">{TOTAL_NOTE}</p>
          <Skeleton className="mt-2 h-4 w-56" />
          <span className="sr-only" role="status">
            Loading total balance...
          </span>
        </>
      ) : total.isError ? (
        <p className="mt-2 text-sm text-slate-500">
          The total is not available right now; your balances are below.
        </p>
      ) : (
        <TotalFigure total={total.data} />
      )}
    </section>
  );
}

export function TotalFigure({ total }: { total: WalletTotal }) {
  return (
    <>
      <p
        className="mt-1 text-2xl font-semibold break-words text-slate-900 tabular-nums sm:text-3xl"
        data-testid="total-balance"
      >
        {formatKes(total.totalKes)}
      </p>
      <p className="mt-1 text-xs text-slate-500">{TOTAL_NOTE}</p>
      {total.notValued.length > 0 ? (
        <p className="mt-2 text-xs break-words text-slate-600">
          Not included (no KES price yet):{' '}
          {total.notValued.map((coin) => formatMoney(coin.amount, coin.currency)).join(', ')}
        </p>
      ) : null}
    </>
  );
}
