import { ComingSoon } from '@/components/ui/coming-soon';

export default function TransactionsRoute() {
  return (
    <ComingSoon
      title="Transactions"
      description="Transaction management with proof review is coming with the money desk release."
    />
  );
}
