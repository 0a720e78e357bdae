import { PageHeader } from '@/components/ui/page-header';
import { WithdrawalsQueue } from '@/features/admin-transactions/components/withdrawals-queue';

export default function WithdrawalsRoute() {
  return (
    <div>
      <PageHeader
        title="Withdrawals"
        description="Pending crypto withdrawals, with their funds already held. Send the net amount to the address, then approve; reject to return the funds."
      />
      <WithdrawalsQueue />
    </div>
  );
}
