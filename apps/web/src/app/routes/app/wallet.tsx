import { ComingSoon } from '@/components/ui/coming-soon';

export default function WalletRoute() {
  return (
    <ComingSoon
      title="My Wallet"
      description="Your KES and coin balances, deposits and withdrawals are coming with the wallet release."
    />
  );
}
