import { ComingSoon } from '@/components/ui/coming-soon';

export default function RegisterRoute() {
  return <ComingSoon title="Register" description="Registration." />;
}
