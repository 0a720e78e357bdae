import { useLingui } from '@lingui/react/macro';
import { useMoneyDialogs } from '@/app/money-dialogs';
import { PageHeader } from '@/components/ui/page-header';
import { WalletPicker } from '@/features/wallet/components/wallet-picker';

/** The menu's Deposit entry: choose a coin, and its Deposit dialog opens. */
export default function WalletDepositRoute() {
  const { t } = useLingui();
  const { openDeposit, dialogs } = useMoneyDialogs();
  return (
    <div>
      <PageHeader
        title={t`Deposit`}
        description={t`Choose what to deposit. Coin deposits are checked by an admin before they reach your balance.`}
      />
      <WalletPicker action="deposit" onChoose={openDeposit} />
      {dialogs}
    </div>
  );
}
