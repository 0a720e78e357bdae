import { ComingSoon } from '@/components/ui/coming-soon';

export default function ForgotPasswordRoute() {
  return <ComingSoon title="Forgot password" description="Password reset." />;
}
