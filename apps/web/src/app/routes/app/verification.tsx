import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { VerificationPage } from '@/features/verification/components/verification-page';

export default function VerificationRoute() {
  const { t } = useLingui();
  return (
    <div>
      <PageHeader
        title={t`Verification`}
        description={t`Your verification tier, what you can move, and how to raise your limits.`}
      />
      <VerificationPage />
    </div>
  );
}
