import { ComingSoon } from '@/components/ui/coming-soon';

export default function VerifyEmailRoute() {
  return <ComingSoon title="Verify email" description="Email verification." />;
}
