import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RealtimeStatus } from '@/lib/realtime/realtime-types';
import { useRealtimeStatus } from '@/lib/realtime/realtime-react';
import { cn } from '@/lib/cn';
import { useHydrated } from './use-hydrated';

// The words of @soko/shared's REALTIME_MESSAGES, in the language on screen. An offline text keeps
// its colon in every language: what stands before it is the word a phone shows.
const looks: Record<RealtimeStatus, { text: MessageDescriptor; dotClass: string }> = {
  live: { text: msg`Live`, dotClass: 'bg-emerald-500' },
  connecting: { text: msg`Reconnecting…`, dotClass: 'bg-amber-400 motion-safe:animate-pulse' },
  offline: { text: msg`Offline: refreshing every 30 s`, dotClass: 'bg-slate-400' },
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
  /**
   * The dot alone (a folded sidebar; 'phone': below 640 px only, where a bar has no room for
   * "Reconnecting…" beside its links); the words stay for screen readers and the tooltip.
   */
  compact?: boolean | 'phone';
  className?: string;
}) {
  const { i18n } = useLingui();
  const look = looks[useRealtimeStatus()];
  const text = i18n._(look.text);
  const dot = look.dotClass;
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
      <span className={compact === 'phone' ? 'max-sm:sr-only' : compact ? 'sr-only' : undefined}>
        {headline}
        {detail ? <span className="sr-only sm:not-sr-only">{detail}</span> : null}
      </span>
    </span>
  );
}
