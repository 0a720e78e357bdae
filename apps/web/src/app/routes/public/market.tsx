import { ComingSoon } from '@/components/ui/coming-soon';

export default function MarketRoute() {
  return (
    <ComingSoon
      title="Market"
      description="The coin market overview is coming with the trading release."
    />
  );
}
