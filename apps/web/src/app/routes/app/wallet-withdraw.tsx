import { ComingSoon } from '@/components/ui/coming-soon';

export default function WalletWithdrawRoute() {
  return (
    <ComingSoon
      title="Withdraw"
      description="Withdrawals to M-Pesa and to a coin address are coming with the wallet release."
    />
  );
}
