import { groupThousands, type AccountLimit, type AccountLimits } from '@soko/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';

const KIND_WORDS = { withdrawal: 'Withdrawals', deposit: 'Deposits' } as const;
const WINDOW_WORDS = { '24h': 'Last 24 hours', '30d': 'Last 30 days' } as const;

/** Share used in whole percent, from the decimal strings (cents as bigint: no float money). */
export function usedPercent(limit: AccountLimit): number {
  const cents = (text: string) => BigInt(text.replace('.', ''));
  const total = cents(limit.limitKes);
  if (total === 0n) return 100;
  return Number((cents(limit.usedKes) * 100n) / total);
}

function LimitRow({ limit }: { limit: AccountLimit }) {
  const label = `${KIND_WORDS[limit.kind]}, ${WINDOW_WORDS[limit.window].toLowerCase()}`;
  return (
    <li className="space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-medium text-slate-800">{WINDOW_WORDS[limit.window]}</span>
        <span className="tabular-nums text-slate-600">
          {groupThousands(limit.usedKes)} of {groupThousands(limit.limitKes)} KES
        </span>
      </div>
      <Progress value={usedPercent(limit)} label={label} />
      <p className="text-xs text-slate-500">{groupThousands(limit.remainingKes)} KES left</p>
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
  return (
    <Card>
      <CardHeader>
        <CardTitle>Your limits</CardTitle>
        <CardDescription>
          Rolling limits in KES. M-Pesa and crypto count together; coins count at their latest KES
          price.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-4" aria-label="Loading limits">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : query.isError || !query.data ? (
          <ErrorState title="Could not load your limits" onRetry={() => void query.refetch()} />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            {(['withdrawal', 'deposit'] as const).map((kind) => (
              <section key={kind} aria-label={KIND_WORDS[kind]}>
                <h3 className="mb-3 text-sm font-semibold text-slate-900">{KIND_WORDS[kind]}</h3>
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
