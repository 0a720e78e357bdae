import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { DepositsQueue } from '@/features/admin-transactions/components/deposits-queue';

export default function DepositsRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Deposits`}
        description={t`Pending crypto deposits. Check the proof and the transfer, then approve to credit the trader or reject.`}
      />
      <DepositsQueue />
    </div>
  );
}
