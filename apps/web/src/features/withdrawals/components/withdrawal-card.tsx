import type { WithdrawalView } from '@soko/shared';
import { CopyButton } from '@/components/ui/copy-button';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatMoney, shortenMiddle } from '@/lib/format';

/** One request: what arrives (net), what it cost (gross and fee), where to, and its status. */
export function WithdrawalCard({ withdrawal }: { withdrawal: WithdrawalView }) {
  return (
    <article
      aria-label={`${withdrawal.currency} withdrawal, ${withdrawal.status}`}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-slate-500">You receive</p>
          <StatusBadge status={withdrawal.status} />
        </div>
        <p className="text-lg font-semibold break-words text-slate-900 tabular-nums">
          {formatMoney(withdrawal.amount, withdrawal.currency)}
        </p>
      </div>
      <dl className="space-y-1 text-sm">
        <Row label="Amount" value={formatMoney(withdrawal.gross, withdrawal.currency)} />
        <Row
          label={`Fee (${withdrawal.feePercent}%)`}
          value={formatMoney(withdrawal.fee, withdrawal.currency)}
        />
      </dl>
      <Detail label="To" value={withdrawal.address} copyLabel="withdrawal address" />
      {withdrawal.status === 'approved' && withdrawal.txHash ? (
        <Detail label="Tx hash" value={withdrawal.txHash} copyLabel="transaction hash" />
      ) : null}
      {withdrawal.status === 'rejected' ? (
        // The held amount came back; the owner is told why it was not sent (issue 16).
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
          <span className="font-medium">Reason:</span>{' '}
          {withdrawal.rejectReason ?? 'No reason was given.'} The amount is back in your balance.
        </p>
      ) : null}
      <p className="mt-auto text-xs text-slate-500">
        <time dateTime={withdrawal.createdAt}>{formatDateTime(withdrawal.createdAt)}</time>
      </p>
    </article>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-right break-words text-slate-700 tabular-nums">{value}</dd>
    </div>
  );
}

function Detail({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <div className="-my-1 flex items-center gap-2 text-sm">
      <span className="shrink-0 text-slate-500">{label}</span>
      <span title={value} className="min-w-0 flex-1 truncate text-right font-mono text-slate-800">
        {shortenMiddle(value)}
      </span>
      <CopyButton value={value} label={copyLabel} />
    </div>
  );
}
