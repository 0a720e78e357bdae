import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useMoneyDialogs } from '@/app/money-dialogs';
import { PageHeader } from '@/components/ui/page-header';
import { WithdrawalPauseNotice } from '@/components/withdrawal-pause-notice';
import { paths } from '@/config/paths';
import { WalletPicker } from '@/features/wallet/components/wallet-picker';

/** The menu's Withdraw entry: choose a coin, and its Withdraw dialog opens. */
export default function WalletWithdrawRoute() {
  const { t } = useLingui();
  const { openWithdraw, dialogs } = useMoneyDialogs();
  return (
    <div className="space-y-4">
      <PageHeader
        title={t`Withdraw`}
        description={
          <Trans>
            Choose what to withdraw. Follow your requests in{' '}
            <Link
              to={paths.dashboard.withdrawals}
              className="font-medium text-brand-700 hover:underline"
            >
              My Withdrawals
            </Link>
            .
          </Trans>
        }
      />
      <WithdrawalPauseNotice />
      <WalletPicker action="withdraw" onChoose={openWithdraw} />
      {dialogs}
    </div>
  );
}
