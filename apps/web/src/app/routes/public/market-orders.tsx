import { ComingSoon } from '@/components/ui/coming-soon';

export default function MarketOrdersRoute() {
  return (
    <ComingSoon
      title="Market Orders"
      description="The live order book of buy and sell orders is coming with the trading release."
    />
  );
}
