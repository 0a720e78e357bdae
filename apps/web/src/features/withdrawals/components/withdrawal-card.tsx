import type { WithdrawalView } from '@soko/shared';
import { CopyButton } from '@/components/ui/copy-button';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatAmount, formatDateTime, formatMoney, shortenMiddle } from '@/lib/format';
import { scaleOf } from '@soko/shared';

/** One request: what arrives (net), what it cost (gross and fee), where to, and its status. */
export function WithdrawalCard({ withdrawal }: { withdrawal: WithdrawalView }) {
  const scale = scaleOf(withdrawal.currency);
  return (
    <article
      aria-label={`${withdrawal.currency} withdrawal, ${withdrawal.status}`}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs text-slate-500">You receive</p>
          <p className="text-lg font-semibold break-all text-slate-900 tabular-nums">
            {formatMoney(withdrawal.amount, withdrawal.currency)}
          </p>
        </div>
        <StatusBadge status={withdrawal.status} />
      </div>
      <p className="text-sm text-slate-600 tabular-nums">
        Amount {formatAmount(withdrawal.gross, scale)} · Fee {formatAmount(withdrawal.fee, scale)} (
        {withdrawal.feePercent}%)
      </p>
      <Detail label="To" value={withdrawal.address} copyLabel="withdrawal address" />
      {withdrawal.status === 'approved' && withdrawal.txHash ? (
        <Detail label="Tx hash" value={withdrawal.txHash} copyLabel="transaction hash" />
      ) : null}
      <p className="mt-auto text-xs text-slate-500">
        <time dateTime={withdrawal.createdAt}>{formatDateTime(withdrawal.createdAt)}</time>
      </p>
    </article>
  );
}

function Detail({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div className="-my-1 flex items-center gap-2 text-sm">
      <span className="w-14 shrink-0 text-slate-500">{label}</span>
      <span title={value} className="min-w-0 flex-1 truncate font-mono text-slate-800">
        {shortenMiddle(value)}
      </span>
      <CopyButton value={value} label={copyLabel} />
    </div>
  );
}
