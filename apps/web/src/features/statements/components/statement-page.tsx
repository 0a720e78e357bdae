import { Trans, useLingui } from '@lingui/react/macro';
import type { Statement } from '@soko/shared';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/state-panels';
import { Skeleton } from '@/components/ui/skeleton';
import { useIsDesktop } from '@/components/ui/use-is-desktop';
import { ApiError } from '@/lib/api-client';
import { useStatement, useStatementCurrencies } from '../api/get-statement';
import {
  formatStatementDay,
  nairobiToday,
  periodOf,
  periodProblem,
  statementAmount,
  type PeriodChoice,
} from '../lib/statement-period';
import { StatementControls } from './statement-controls';
import { StatementCards, StatementSkeleton, StatementTable } from './statement-rows';
import { errorText } from '@/lib/use-error-text';

function Balance({ label, value, currency }: { label: string; value?: string; currency: string }) {
  return (
    <Card className="flex-1 p-4">
      <p className="text-xs font-medium text-slate-500">{label}</p>
      {value === undefined ? (
        <Skeleton className="mt-2 h-6 w-32" />
      ) : (
        <p className="mt-1 text-lg font-semibold text-slate-900 tabular-nums">
          {statementAmount(value, currency)}{' '}
          <span className="text-sm text-slate-500">{currency}</span>
        </p>
      )}
    </Card>
  );
}

function StatementBody({
  query,
  isDesktop,
}: {
  query: ReturnType<typeof useStatement>;
  isDesktop: boolean;
}) {
  const { t } = useLingui();
  if (query.isError) {
    const message =
      query.error instanceof ApiError && query.error.code === 'VALIDATION_ERROR'
        ? errorText(query.error)
        : t`Check your connection and try again.`;
    return (
      <Card>
        <ErrorState
          title={t`Failed to load the statement.`}
          message={message}
          onRetry={() => void query.refetch()}
        />
      </Card>
    );
  }
  const statement: Statement | undefined = query.data;
  if (!statement) return <Card>{<StatementSkeleton />}</Card>;
  if (statement.rows.length === 0) {
    return (
      <Card>
        <EmptyState>
          <Trans>No movements in this period.</Trans>
        </EmptyState>
      </Card>
    );
  }
  return isDesktop ? (
    <Card className="overflow-hidden">
      <StatementTable statement={statement} />
    </Card>
  ) : (
    <StatementCards statement={statement} />
  );
}

/**
 * Statements (decisions.md 25): choose a currency and a period (this month, last month, custom
 * Nairobi days), see the opening balance, every movement with its fee and running balance, and
 * the closing balance; download the same statement as CSV or PDF.
 */
export function StatementPage() {
  const { t } = useLingui();
  const isDesktop = useIsDesktop();
  const currencies = useStatementCurrencies();
  const [picked, setPicked] = useState<string | undefined>();
  const [choice, setChoice] = useState<PeriodChoice>('this-month');
  const today = nairobiToday(new Date());
  const [custom, setCustom] = useState({ from: `${today.slice(0, 8)}01`, to: today });
  const currency = picked ?? currencies.data?.[0] ?? 'KES';
  const period = periodOf(choice, new Date(), custom);
  const problemCode = choice === 'custom' ? periodProblem(period) : undefined;
  const problem =
    problemCode === 'missing-date'
      ? t`Choose both dates.`
      : problemCode === 'end-before-start'
        ? t`The end date must be on or after the start date.`
        : undefined;
  const fromDay = formatStatementDay(period.from);
  const toDay = formatStatementDay(period.to);
  const params = problem ? undefined : { currency, ...period };
  const statement = useStatement(params);

  return (
    <div className="space-y-4">
      <StatementControls
        currencies={currencies.data ?? [currency]}
        currency={currency}
        onCurrency={setPicked}
        choice={choice}
        onChoice={setChoice}
        custom={custom}
        onCustom={setCustom}
        problem={problem}
        params={params}
      />
      {params ? (
        <>
          <p className="text-sm text-slate-500">
            <Trans>
              {fromDay} to {toDay}, Nairobi time. Balance = previous balance + amount − fee.
            </Trans>
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Balance
              label={t`Opening balance`}
              value={statement.data?.openingBalance}
              currency={currency}
            />
            <Balance
              label={t`Closing balance`}
              value={statement.data?.closingBalance}
              currency={currency}
            />
          </div>
          <div aria-busy={statement.isFetching || undefined}>
            <StatementBody query={statement} isDesktop={isDesktop} />
          </div>
        </>
      ) : null}
    </div>
  );
}
