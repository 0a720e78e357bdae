import { ComingSoon } from '@/components/ui/coming-soon';

export default function ResetPasswordRoute() {
  return <ComingSoon title="Reset password" description="Password reset." />;
}
