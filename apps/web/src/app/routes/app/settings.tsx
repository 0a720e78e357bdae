import { ComingSoon } from '@/components/ui/coming-soon';

export default function SettingsRoute() {
  return <ComingSoon title="Account Settings" description="Profile, password and two-factor settings." />;
}
