import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { AdminStats } from '@/features/admin-dashboard/components/admin-stats';
import { MonthFeesCard } from '@/features/admin-revenue/components/fee-report-view';
import { paths } from '@/config/paths';

export default function DashboardRoute() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const username = user?.username;
  return (
    <div>
      <PageHeader
        title={t`Admin Dashboard`}
        description={username ? t`Signed in as ${username}.` : undefined}
      />
      {/* This month's fees and excise (decisions.md 24), above the request counts. */}
      <div className="mb-4 grid gap-4 sm:grid-cols-3">
        <MonthFeesCard to={paths.admin.revenue} />
      </div>
      <AdminStats />
    </div>
  );
}
