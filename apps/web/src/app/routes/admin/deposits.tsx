import { PageHeader } from '@/components/ui/page-header';
import { DepositsQueue } from '@/features/admin-transactions/components/deposits-queue';

export default function DepositsRoute() {
  return (
    <div>
      <PageHeader
        title="Deposits"
        description="Pending crypto deposits. Check the proof and the transfer, then approve to credit the trader or reject."
      />
      <DepositsQueue />
    </div>
  );
}
