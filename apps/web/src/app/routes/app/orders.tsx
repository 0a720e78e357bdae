import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { MyOrders } from '@/features/orders/components/my-orders';

/** My orders (product-spec.md section 2, Orders (own)): the Manage entry of the sidebar. */
export default function OrdersRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`My Orders`}
        description={t`Orders on the book hold their funds until they fill or you cancel them.`}
        actions={
          <Button asChild>
            <Link to={paths.dashboard.trade}>
              <ArrowLeftRight aria-hidden className="h-4 w-4" />
              <Trans>Trade Now</Trans>
            </Link>
          </Button>
        }
      />
      <MyOrders />
    </div>
  );
}
