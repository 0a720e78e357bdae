import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { MyWithdrawals } from '@/features/withdrawals/components/my-withdrawals';

/** My Withdrawals (product-spec.md section 2). */
export default function WithdrawalsRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`My Withdrawals`}
        description={t`Each request holds its amount until an admin approves and sends it, or rejects it and returns the amount.`}
        actions={
          <Button asChild variant="secondary">
            <Link to={paths.dashboard.wallet}>
              <ArrowLeft aria-hidden className="h-4 w-4" />
              <Trans>Back to Wallet</Trans>
            </Link>
          </Button>
        }
      />
      <MyWithdrawals />
    </div>
  );
}
