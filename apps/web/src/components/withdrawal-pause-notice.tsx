import { Trans, useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { useWithdrawalSafeguards } from '@/lib/safeguards-queries';
import { sayKeyed } from '@/lib/use-error-text';

/**
 * Says before the trader tries that withdrawals are paused, why, and until when (Nairobi time):
 * the server's own words, the same as its refusal, in the language on screen by their key.
 */
export function WithdrawalPauseNotice({ enabled = true }: { enabled?: boolean }) {
  const { data } = useWithdrawalSafeguards(enabled);
  const { i18n } = useLingui();
  if (!data?.pause) return null;
  return (
    <div
      role="status"
      data-testid="withdrawal-pause"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>
        <span className="font-semibold">
          <Trans>Withdrawals paused for your safety.</Trans>
        </span>{' '}
        {sayKeyed(data.pause.messageKey, i18n) ?? data.pause.message}{' '}
        <Trans>Deposits and trading work as usual.</Trans>
      </span>
    </div>
  );
}
