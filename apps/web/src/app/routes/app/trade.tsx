import { ComingSoon } from '@/components/ui/coming-soon';

export default function TradeRoute() {
  return (
    <ComingSoon
      title="Trade"
      description="Placing buy and sell orders against the order book is coming with the trading release."
    />
  );
}
