import { Trans } from '@lingui/react/macro';
import { AlertTriangle, Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
      <Inbox aria-hidden className="h-6 w-6 text-slate-400" />
      {children}
    </div>
  );
}

export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
}: {
  title: string;
  message?: string | undefined;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <AlertTriangle aria-hidden className="h-6 w-6 text-red-500" />
      <p className="font-medium text-slate-900">{title}</p>
      {message ? <p className="text-sm text-slate-500">{message}</p> : null}
      {onRetry ? (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel ?? <Trans>Retry</Trans>}
        </Button>
      ) : null}
    </div>
  );
}
