import { Trans, useLingui } from '@lingui/react/macro';
import type { WithdrawalView } from '@soko/shared';
import { CopyButton } from '@/components/ui/copy-button';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatDateTime, formatMoney, shortenMiddle } from '@/lib/format';
import { statusMessages, statusWordMessages } from './withdraw-messages';

/** One request: what arrives (net), what it cost (gross and fee), where to, and its status. */
export function WithdrawalCard({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { i18n, t } = useLingui();
  const currency = withdrawal.currency;
  const statusWord = i18n._(statusWordMessages[withdrawal.status]);
  const feePercent = withdrawal.feePercent;
  return (
    <article
      aria-label={t`${currency} withdrawal, ${statusWord}`}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div>
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs text-slate-500">
            <Trans>You receive</Trans>
          </p>
          <StatusBadge
            status={withdrawal.status}
            label={i18n._(statusMessages[withdrawal.status])}
          />
        </div>
        <p className="text-lg font-semibold break-words text-slate-900 tabular-nums">
          {formatMoney(withdrawal.amount, withdrawal.currency)}
        </p>
      </div>
      <dl className="space-y-1 text-sm">
        <Row label={t`Amount`} value={formatMoney(withdrawal.gross, withdrawal.currency)} />
        <Row
          label={t`Fee (${feePercent}%)`}
          value={formatMoney(withdrawal.fee, withdrawal.currency)}
        />
      </dl>
      <Detail label={t`To`} value={withdrawal.address} copyLabel={t`withdrawal address`} />
      {withdrawal.status === 'approved' && withdrawal.txHash ? (
        <Detail label={t`Tx hash`} value={withdrawal.txHash} copyLabel={t`transaction hash`} />
      ) : null}
      {withdrawal.status === 'rejected' ? (
        // The held amount came back; the owner is told why it was not sent (issue 16).
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm break-words text-red-800">
          <span className="font-medium">
            <Trans>Reason:</Trans>
          </span>{' '}
          {withdrawal.rejectReason ?? t`No reason was given.`}{' '}
          <Trans>The amount is back in your balance.</Trans>
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
