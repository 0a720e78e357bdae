import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { CoinsManager } from '@/features/admin-coins/components/coins-manager';

export default function CoinsRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Manage Coins`}
        description={t`The coins traders can deposit, trade and withdraw, and the addresses deposits go to.`}
      />
      <CoinsManager />
    </div>
  );
}
