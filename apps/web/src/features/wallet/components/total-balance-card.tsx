import type { WalletTotal } from '@soko/shared';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';
import { useStillPending } from '@/lib/use-still-loading';
import { useWalletTotal } from '../api/get-wallet-total';
import { totalFigureTexts } from '../lib/total-figure';

/**
 * The top of the dashboard (issue 16): one figure, everything the trader owns in KES, available
 * and held. The server values each coin at its KES pair's last trade; a coin without a price is
 * named below the figure instead of silently counting as nothing.
 */
function TotalNote() {
  return (
    <p className="mt-1 text-xs text-slate-500">
      <Trans>Available and held, coins at their last KES trade price.</Trans>
    </p>
  );
}

export function TotalBalanceCard() {
  const total = useWalletTotal();
  const pending = useStillPending(total);
  return (
    <section
      aria-labelledby="total-balance-heading"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="total-balance-heading" className="text-sm font-medium text-slate-500">
        <Trans>Total balance</Trans>
      </h2>
      {pending ? (
        // As tall as the figure, its note and one line of coins without a price: the balances
        // below must not move down when the total arrives (CLS, decisions.md 29).
        <>
          <Skeleton className="mt-1 h-8 w-48 sm:h-9" />
          <TotalNote />
          <Skeleton className="mt-2 h-4 w-56" />
          <span className="sr-only" role="status">
            <Trans>Loading total balance...</Trans>
          </span>
        </>
      ) : total.isError ? (
        <p className="mt-2 text-sm text-slate-500">
          <Trans>The total is not available right now; your balances are below.</Trans>
        </p>
      ) : (
        <TotalFigure total={total.data} />
      )}
    </section>
  );
}

function TotalFigure({ total }: { total: WalletTotal }) {
  const { figure, notValued } = totalFigureTexts(total);
  return (
    <>
      <p
        className="mt-1 text-2xl font-semibold break-words text-slate-900 tabular-nums sm:text-3xl"
        data-testid="total-balance"
      >
        {figure}
      </p>
      <TotalNote />
      {notValued ? (
        <p className="mt-2 text-xs break-words text-slate-600">
          <Trans>Not included (no KES price yet): {notValued}</Trans>
        </p>
      ) : null}
    </>
  );
}
