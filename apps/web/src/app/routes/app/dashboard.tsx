import { ComingSoon } from '@/components/ui/coming-soon';

export default function DashboardRoute() {
  return <ComingSoon title="Dashboard" description="Your balances, recent transactions and the market overview will appear here." />;
}
