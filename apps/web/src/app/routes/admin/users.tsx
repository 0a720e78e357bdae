import { ComingSoon } from '@/components/ui/coming-soon';

export default function UsersRoute() {
  return <ComingSoon title="Manage Users" description="User management." />;
}
