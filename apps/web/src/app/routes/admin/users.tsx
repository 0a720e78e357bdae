import { useLingui } from '@lingui/react/macro';
import { PageHeader } from '@/components/ui/page-header';
import { useCurrentUser } from '@/features/auth/api/get-session';
import { ManageUsers } from '@/features/admin-users/components/manage-users';

export default function UsersRoute() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  return (
    <div>
      <PageHeader
        title={t`Manage Users`}
        description={t`Find traders, change who is an admin, and suspend or reactivate accounts.`}
      />
      <ManageUsers currentUserId={user?.id} />
    </div>
  );
}
