import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/format';
import type { WithdrawPreview } from '../lib/withdraw-amount';

/**
 * Gross, fee and net, each with all 8 decimals (product-spec.md: net shown with 8 decimals), so
 * the user sees exactly what leaves the balance and what arrives at the address.
 */
export function WithdrawSummary({
  preview,
  currency,
  feePercent,
}: {
  preview: WithdrawPreview;
  currency: string;
  feePercent: number;
}) {
  const { t } = useLingui();
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50 text-sm">
      <Row term={t`Amount`} value={formatMoney(preview.gross, currency)} />
      <Row term={t`Fee (${feePercent}%)`} value={`− ${formatMoney(preview.fee, currency)}`} />
      <Row term={t`You receive`} value={formatMoney(preview.net, currency)} strong />
    </dl>
  );
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 px-3 py-2">
      <dt className={strong ? 'font-medium text-slate-900' : 'text-slate-600'}>{term}</dt>
      <dd
        className={
          strong
            ? 'text-right font-semibold break-words text-slate-900 tabular-nums'
            : 'text-right break-words text-slate-700 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}
