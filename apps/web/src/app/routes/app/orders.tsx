import { ComingSoon } from '@/components/ui/coming-soon';

export default function OrdersRoute() {
  return (
    <ComingSoon
      title="My Orders"
      description="Your open and completed orders are coming with the trading release."
    />
  );
}
