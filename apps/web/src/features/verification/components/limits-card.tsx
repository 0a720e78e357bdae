import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { groupThousands, type AccountLimit, type AccountLimits } from '@soko/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';

const KIND_WORDS: Record<AccountLimit['kind'], MessageDescriptor> = {
  withdrawal: msg`Withdrawals`,
  deposit: msg`Deposits`,
};
const WINDOW_WORDS: Record<AccountLimit['window'], MessageDescriptor> = {
  '24h': msg`Last 24 hours`,
  '30d': msg`Last 30 days`,
};
// The progress bar's name says both, as one phrase: "Withdrawals, last 24 hours".
const BAR_LABELS: Record<
  AccountLimit['kind'],
  Record<AccountLimit['window'], MessageDescriptor>
> = {
  withdrawal: { '24h': msg`Withdrawals, last 24 hours`, '30d': msg`Withdrawals, last 30 days` },
  deposit: { '24h': msg`Deposits, last 24 hours`, '30d': msg`Deposits, last 30 days` },
};

/** Share used in whole percent, from the decimal strings (cents as bigint: no float money). */
export function usedPercent(limit: AccountLimit): number {
  const cents = (text: string) => BigInt(text.replace('.', ''));
  const total = cents(limit.limitKes);
  if (total === 0n) return 100;
  return Number((cents(limit.usedKes) * 100n) / total);
}

function LimitRow({ limit }: { limit: AccountLimit }) {
  const { i18n } = useLingui();
  const label = i18n._(BAR_LABELS[limit.kind][limit.window]);
  const used = groupThousands(limit.usedKes);
  const total = groupThousands(limit.limitKes);
  const left = groupThousands(limit.remainingKes);
  return (
    <li className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-800">{i18n._(WINDOW_WORDS[limit.window])}</span>
        <span className="tabular-nums text-slate-600">
          <Trans>
            {used} of {total} KES
          </Trans>
        </span>
      </div>
      <Progress value={usedPercent(limit)} label={label} />
      <p className="text-xs text-slate-500">
        <Trans>{left} KES left</Trans>
      </p>
    </li>
  );
}

export function LimitsCard({
  query,
}: {
  query: {
    data?: AccountLimits | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
}) {
  const { t, i18n } = useLingui();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Your limits</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Rolling limits in KES. M-Pesa and crypto count together; coins count at their latest KES
            price.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-4" aria-label={t`Loading limits`}>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : query.isError || !query.data ? (
          <ErrorState title={t`Could not load your limits`} onRetry={() => void query.refetch()} />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {(['withdrawal', 'deposit'] as const).map((kind) => (
              <section key={kind} aria-label={i18n._(KIND_WORDS[kind])}>
                <h3 className="mb-3 text-sm font-semibold text-slate-900">
                  {i18n._(KIND_WORDS[kind])}
                </h3>
                <ul className="space-y-4">
                  {query.data?.limits
                    .filter((l) => l.kind === kind)
                    .map((l) => (
                      <LimitRow key={`${l.kind}-${l.window}`} limit={l} />
                    ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
