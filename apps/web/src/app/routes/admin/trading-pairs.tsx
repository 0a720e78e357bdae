import { PageHeader } from '@/components/ui/page-header';
import { PairsManager } from '@/features/admin-pairs/components/pairs-manager';

export default function TradingPairsRoute() {
  return (
    <div>
      <PageHeader
        title="Trading Pairs"
        description="The markets traders can use, the order sizes each allows, and whether it is open."
      />
      <PairsManager />
    </div>
  );
}
