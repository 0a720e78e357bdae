import { ComingSoon } from '@/components/ui/coming-soon';

export default function DashboardRoute() {
  return <ComingSoon title="Admin Dashboard" description="Platform statistics are coming with the money desk release." />;
}
