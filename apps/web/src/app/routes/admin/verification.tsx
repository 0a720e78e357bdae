import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LimitsEditor } from '@/features/admin-kyc/components/limits-editor';
import { ReviewQueue } from '@/features/admin-kyc/components/review-queue';
import { UserTier } from '@/features/admin-kyc/components/user-tier';

export default function AdminVerificationRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const user = params.get('user') ?? '';
  return (
    <div>
      <PageHeader
        title={t`Verification`}
        description={t`Review ID documents, set a trader's tier by hand, and edit each tier's limits.`}
      />
      <Tabs defaultValue={user ? 'tier' : 'queue'} className="space-y-4">
        <TabsList>
          <TabsTrigger value="queue">
            <Trans>Review queue</Trans>
          </TabsTrigger>
          <TabsTrigger value="tier">
            <Trans>Trader tier</Trans>
          </TabsTrigger>
          <TabsTrigger value="limits">
            <Trans>Limits</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value="queue">
          <ReviewQueue />
        </TabsContent>
        <TabsContent value="tier">
          <UserTier initialQuery={user} />
        </TabsContent>
        <TabsContent value="limits">
          <LimitsEditor />
        </TabsContent>
      </Tabs>
    </div>
  );
}
