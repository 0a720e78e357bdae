import { Button } from '@/components/ui/button';

/**
 * The submit button of both login steps. While the server's rate limit holds (a 429), it is
 * disabled and shows the countdown instead of its label, so neither step invites a blocked try.
 */
export function LoginSubmit({
  pending,
  blockedLabel,
  busyLabel,
  children,
}: {
  pending: boolean;
  blockedLabel: string | undefined;
  busyLabel: string;
  children: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" loading={pending} disabled={!!blockedLabel}>
      {blockedLabel ?? (pending ? busyLabel : children)}
    </Button>
  );
}
