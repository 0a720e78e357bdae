import { ComingSoon } from '@/components/ui/coming-soon';

export default function TransactionsRoute() {
  return (
    <ComingSoon
      title="Transaction History"
      description="Your full transaction history with filters and CSV export is coming with the wallet release."
    />
  );
}
