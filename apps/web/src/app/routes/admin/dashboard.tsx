import { Construction, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/features/auth/api/get-session';

export default function DashboardRoute() {
  const { user } = useCurrentUser();
  return (
    <div>
      <PageHeader
        title="Admin Dashboard"
        description={user ? `Signed in as ${user.username}.` : undefined}
        actions={
          <Link
            to={paths.admin.users}
            className="inline-flex h-11 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 transition-colors hover:bg-slate-50"
          >
            <Users aria-hidden className="h-4 w-4" />
            Manage Users
          </Link>
        }
      />
      <Card className="flex flex-col items-center gap-3 p-8 text-center">
        <Construction aria-hidden className="h-8 w-8 text-brand-700" />
        <p className="font-medium text-slate-900">Coming soon</p>
        <p className="max-w-md text-sm text-slate-500">
          Platform statistics (users, pending deposits and withdrawals, approved volumes) are coming
          with the money desk release.
        </p>
      </Card>
    </div>
  );
}
