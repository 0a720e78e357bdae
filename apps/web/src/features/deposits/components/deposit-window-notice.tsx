import { Trans, useLingui } from '@lingui/react/macro';
import { INTL_LOCALES, isLanguage, type DepositWindow } from '@soko/shared';
import { Clock, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { formatClockIn } from '@/lib/nairobi-moment';
import { sayKeyed } from '@/lib/use-error-text';
import { formatClock } from '../lib/deposit-form';

interface DepositWindowNoticeProps {
  window: DepositWindow | undefined;
  isError: boolean;
  onRetry: () => void;
}

/**
 * The deposit hours, as the server (the trusted clock) states them. Closed: the spec's text with
 * the next window, and the form below is disabled.
 */
export function DepositWindowNotice({ window, isError, onRetry }: DepositWindowNoticeProps) {
  const { t, i18n } = useLingui();
  if (isError && !window) {
    return (
      <div role="status" className="flex items-center justify-between gap-3 text-sm text-slate-600">
        <span>
          <Trans>Could not check the deposit hours.</Trans>
        </span>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Button>
      </div>
    );
  }
  if (!window) return <Skeleton className="h-5 w-2/3" />;
  // English keeps the spec's "7:00 AM"; Kiswahili writes the clock its own way ("07:00").
  const clock = (hhmm: string) => {
    if (i18n.locale === 'en' || !isLanguage(i18n.locale)) return formatClock(hhmm);
    const [hours = '0', minutes = '0'] = hhmm.split(':');
    return formatClockIn(Number(hours) * 60 + Number(minutes), INTL_LOCALES[i18n.locale]);
  };
  const hours = `${clock(window.opens)} – ${clock(window.closes)}`;
  const closes = clock(window.closes);
  const nextOpen = window.nextOpenAt ? formatDateTime(window.nextOpenAt) : null;
  if (window.open) {
    return (
      <p className="flex items-start gap-2 text-sm text-slate-600">
        <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        <span>
          <Trans>Deposits are open now, until {closes} (Nairobi time).</Trans>
        </span>
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
      <div>
        <p className="font-semibold">
          <Trans>Deposit not allowed</Trans>
        </p>
        <p className="mt-0.5">
          {sayKeyed(window.messageKey ?? undefined, i18n) ??
            window.message ??
            t`Deposits are only allowed between ${hours}.` +
              (nextOpen ? ' ' + t`Next window: ${nextOpen}.` : '')}
        </p>
      </div>
    </div>
  );
}
