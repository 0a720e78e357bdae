import { ComingSoon } from '@/components/ui/coming-soon';

export default function TradeRoute() {
  return (
    <ComingSoon
      title="Trade"
      description="The trade screen with the order book and price chart is coming with the trading release."
    />
  );
}
