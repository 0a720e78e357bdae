import { Trans } from '@lingui/react/macro';
import type { WithdrawalView } from '@soko/shared';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { WithdrawSummary } from './withdraw-summary';

/** Step three: the request is recorded, the amount is held, and where to follow it. */
export function WithdrawDone({
  withdrawal,
  onClose,
}: {
  withdrawal: WithdrawalView;
  onClose: () => void;
}) {
  const heldText = formatMoney(withdrawal.gross, withdrawal.currency);
  return (
    <div className="space-y-4">
      <div
        role="status"
        className="flex gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        <CheckCircle2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" />
        <p>
          <Trans>
            {heldText} is now held from your balance. The withdrawal is pending until an admin
            approves and sends it.
          </Trans>
        </p>
      </div>
      <WithdrawSummary
        preview={{ gross: withdrawal.gross, fee: withdrawal.fee, net: withdrawal.amount }}
        currency={withdrawal.currency}
        feePercent={withdrawal.feePercent}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          <Trans>Done</Trans>
        </Button>
        <Button asChild>
          <Link to={paths.dashboard.withdrawals} onClick={onClose}>
            <Trans>View My Withdrawals</Trans>
          </Link>
        </Button>
      </div>
    </div>
  );
}
