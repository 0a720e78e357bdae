import { ArrowLeftRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { MyOrders } from '@/features/orders/components/my-orders';

/** My orders (product-spec.md section 2, Orders (own)): the Manage entry of the sidebar. */
export default function OrdersRoute() {
  return (
    <div>
      <PageHeader
        title="My Orders"
        description="Orders on the book hold their funds until they fill or you cancel them."
        actions={
          <Button asChild>
            <Link to={paths.dashboard.trade}>
              <ArrowLeftRight aria-hidden className="h-4 w-4" />
              Trade Now
            </Link>
          </Button>
        }
      />
      <MyOrders />
    </div>
  );
}
