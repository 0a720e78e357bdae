import { ComingSoon } from '@/components/ui/coming-soon';

export default function DepositsRoute() {
  return (
    <ComingSoon
      title="Deposits"
      description="The deposit approval queue is coming with the money desk release."
    />
  );
}
