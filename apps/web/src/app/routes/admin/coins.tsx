import { PageHeader } from '@/components/ui/page-header';
import { CoinsManager } from '@/features/admin-coins/components/coins-manager';

export default function CoinsRoute() {
  return (
    <div>
      <PageHeader
        title="Manage Coins"
        description="The coins traders can deposit, trade and withdraw, and the addresses deposits go to."
      />
      <CoinsManager />
    </div>
  );
}
