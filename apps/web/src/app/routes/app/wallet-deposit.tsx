import { ComingSoon } from '@/components/ui/coming-soon';

export default function WalletDepositRoute() {
  return (
    <ComingSoon
      title="Deposit"
      description="Deposits by M-Pesa and by coin transfer are coming with the wallet release."
    />
  );
}
