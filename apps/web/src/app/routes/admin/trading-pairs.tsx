import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { PairsManager } from '@/features/admin-pairs/components/pairs-manager';

export default function TradingPairsRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Trading Pairs`}
        description={t`The markets traders can use, the order sizes each allows, and whether it is open.`}
      />
      <PairsManager />
    </div>
  );
}
