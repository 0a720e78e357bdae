import { ComingSoon } from '@/components/ui/coming-soon';

export default function WithdrawalsRoute() {
  return (
    <ComingSoon
      title="Withdrawals"
      description="The withdrawal approval queue is coming with the money desk release."
    />
  );
}
