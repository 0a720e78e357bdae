import { REALTIME_MESSAGES } from '@soko/shared';
import type { RealtimeStatus } from '@/lib/realtime/realtime-types';
import { useRealtimeStatus } from '@/lib/realtime/realtime-react';
import { cn } from '@/lib/cn';
import { useHydrated } from './use-hydrated';

const looks: Record<RealtimeStatus, { text: string; dot: string }> = {
  live: { text: REALTIME_MESSAGES.live, dot: 'bg-emerald-500' },
  connecting: {
    text: REALTIME_MESSAGES.reconnecting,
    dot: 'bg-amber-400 motion-safe:animate-pulse',
  },
  offline: { text: REALTIME_MESSAGES.offline, dot: 'bg-slate-400' },
};

/**
 * Whether the screen updates by itself (issue 6): a dot and a word in the header. On a phone the
 * offline text keeps only "Offline" in sight (the rest is still read out); the full sentence is
 * its accessible name and tooltip. Colour only repeats what the word says.
 */
export function ConnectionIndicator({
  compact = false,
  className,
}: {
  /** The dot alone (a folded sidebar); the words stay for screen readers. */
  compact?: boolean;
  className?: string;
}) {
  const { text, dot } = looks[useRealtimeStatus()];
  // A pre-rendered page has no connection yet: its place is kept, its word waits for the code.
  const hydrated = useHydrated();
  const colon = text.indexOf(':');
  const headline = colon === -1 ? text : text.slice(0, colon);
  const detail = colon === -1 ? '' : text.slice(colon);
  return (
    <span
      role="status"
      aria-label={text}
      title={text}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 text-xs font-medium whitespace-nowrap text-slate-600',
        !hydrated && 'invisible',
        className,
      )}
    >
      <span aria-hidden className={cn('h-2 w-2 shrink-0 rounded-full', dot)} />
      <span className={compact ? 'sr-only' : undefined}>
        {headline}
        {detail ? <span className="sr-only sm:not-sr-only">{detail}</span> : null}
      </span>
    </span>
  );
}
