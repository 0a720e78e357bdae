import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { AdminStats } from '@/features/admin-dashboard/components/admin-stats';

export default function DashboardRoute() {
  const { user } = useCurrentUser();
  return (
    <div>
      <PageHeader
        title="Admin Dashboard"
        description={user ? `Signed in as ${user.username}.` : undefined}
      />
      <AdminStats />
    </div>
  );
}
