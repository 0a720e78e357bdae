import { ComingSoon } from '@/components/ui/coming-soon';

export default function TradingPairsRoute() {
  return (
    <ComingSoon
      title="Trading Pairs"
      description="Trading pair management is coming with the trading release."
    />
  );
}
