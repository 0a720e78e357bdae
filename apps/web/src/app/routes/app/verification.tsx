import { PageHeader } from '@/components/ui/page-header';
import { VerificationPage } from '@/features/verification/components/verification-page';

export default function VerificationRoute() {
  return (
    <div>
      <PageHeader
        title="Verification"
        description="Your verification tier, what you can move, and how to raise your limits."
      />
      <VerificationPage />
    </div>
  );
}
