import { ComingSoon } from '@/components/ui/coming-soon';

export default function WithdrawalsRoute() {
  return (
    <ComingSoon
      title="My Withdrawals"
      description="Your withdrawal requests are coming with the wallet release."
    />
  );
}
