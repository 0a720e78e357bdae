import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { WithdrawalsQueue } from '@/features/admin-transactions/components/withdrawals-queue';

export default function WithdrawalsRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Withdrawals`}
        description={t`Pending crypto withdrawals, with their funds already held. Send the net amount to the address, then approve; reject to return the funds.`}
      />
      <WithdrawalsQueue />
    </div>
  );
}
