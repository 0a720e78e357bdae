import { ComingSoon } from '@/components/ui/coming-soon';

export default function SettingsRoute() {
  return (
    <ComingSoon
      title="Settings"
      description="Withdrawal tax, payment channel and deposit window settings are coming with the money desk release."
    />
  );
}
