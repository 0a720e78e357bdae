import { ComingSoon } from '@/components/ui/coming-soon';

export default function CoinsRoute() {
  return (
    <ComingSoon
      title="Manage Coins"
      description="Adding, editing and retiring coins is coming with the money desk release."
    />
  );
}
