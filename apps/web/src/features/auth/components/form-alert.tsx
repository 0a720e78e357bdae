import { Trans } from '@lingui/react/macro';
import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A message about the whole form, announced to screen readers when it appears. */
export function FormAlert({
  tone = 'error',
  children,
  className,
}: {
  tone?: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border p-3 text-sm',
        tone === 'error'
          ? 'border-red-200 bg-red-50 text-red-800'
          : 'border-brand-100 bg-brand-50 text-brand-900',
        className,
      )}
    >
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div className="space-y-1">{children}</div>
    </div>
  );
}

/** Why a submit failed; offline, it also says to check the connection. */
export function FailureAlert({ failure }: { failure: { message: string; offline?: boolean } }) {
  return (
    <FormAlert>
      <p>{failure.message}</p>
      {failure.offline ? (
        <p>
          <Trans>Check your internet connection.</Trans>
        </p>
      ) : null}
    </FormAlert>
  );
}
