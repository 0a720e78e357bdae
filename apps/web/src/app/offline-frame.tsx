import { Trans } from '@lingui/react/macro';
import { FrameSkeleton } from '@/components/layouts/frame-skeleton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime, formatMoney } from '@/lib/format';
import { readOfflineSnapshot, type OfflineSnapshot } from '@/lib/offline-snapshot';

/**
 * The signed-in area opened without a connection (the service worker served the app's files):
 * the frame, and the last balances this browser saw, marked offline with their time. Nothing
 * here can move money; Retry loads the page again once the connection is back.
 */
export function OfflineFrame() {
  const snapshot = readOfflineSnapshot();
  return (
    <FrameSkeleton>
      <section aria-labelledby="offline-title" className="space-y-4" data-testid="offline-view">
        <div className="flex flex-wrap items-center gap-3">
          <h1 id="offline-title" className="text-2xl font-bold text-slate-900">
            <Trans>You&apos;re offline</Trans>
          </h1>
          <Badge tone="warning">
            <Trans>offline</Trans>
          </Badge>
        </div>
        <p className="text-slate-600">
          <Trans>
            Soko can&apos;t reach the server. Nothing can be traded, deposited or withdrawn until
            the connection is back.
          </Trans>
        </p>
        {snapshot ? <LastBalances snapshot={snapshot} /> : null}
        <Button onClick={() => window.location.reload()}>
          <Trans>Retry</Trans>
        </Button>
      </section>
    </FrameSkeleton>
  );
}

function LastBalances({ snapshot }: { snapshot: OfflineSnapshot }) {
  const savedAt = formatDateTime(snapshot.savedAt);
  return (
    <div className="rounded-xl border border-amber-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-900">
          <Trans>Last known balances</Trans>
        </h2>
        <Badge tone="warning">
          <Trans>offline</Trans>
        </Badge>
      </div>
      <p className="mt-1 text-sm text-slate-500">
        <Trans>As of {savedAt}. They may have changed since.</Trans>
      </p>
      <ul className="mt-3 divide-y divide-slate-100">
        {snapshot.balances.map((line) => (
          <BalanceLine key={line.currency} line={line} />
        ))}
      </ul>
    </div>
  );
}

function BalanceLine({ line }: { line: OfflineSnapshot['balances'][number] }) {
  const held = formatMoney(line.held, line.currency);
  return (
    <li className="flex flex-wrap justify-between gap-2 py-2 tabular-nums">
      <span className="font-medium text-slate-900">{line.currency}</span>
      <span className="text-right text-slate-700">
        {formatMoney(line.available, line.currency)}
        {/[1-9]/.test(line.held) ? (
          <span className="block text-xs text-slate-500">
            <Trans>held {held}</Trans>
          </span>
        ) : null}
      </span>
    </li>
  );
}
