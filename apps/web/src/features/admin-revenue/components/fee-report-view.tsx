import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { nairobiDayOf, type FeeReport } from '@soko/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { formatDay, formatMoney } from '@/lib/format';
import { feeReportCsvUrl, useFeeReport } from '../api/get-fee-report';

const KIND_LABELS: Record<FeeReport['byKind'][number]['kind'], MessageDescriptor> = {
  maker: msg`Maker fees`,
  taker: msg`Taker fees`,
  withdrawal: msg`Withdrawal fees`,
};
const EXCISE_LABEL = msg`Excise due`;

/**
 * The admin's revenue report (decisions.md 24): a Nairobi month's fees by kind and currency with
 * KES values, the excise due and the day it is filed, and the same as CSV.
 */
export function FeeReportView() {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => nairobiDayOf(new Date()).slice(0, 7));
  const report = useFeeReport(month);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="space-y-1.5 text-sm font-medium text-slate-700">
          <span className="block">
            <Trans>Month</Trans>
          </span>
          <Input
            type="month"
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
            className="w-44"
          />
        </label>
        <Button asChild variant="secondary">
          <a href={feeReportCsvUrl(month)} download>
            <Download aria-hidden className="h-4 w-4" />
            <Trans>Download CSV</Trans>
          </a>
        </Button>
      </div>
      {report.isPending ? <Skeleton className="h-48" /> : null}
      {report.isError ? (
        <Card>
          <ErrorState
            title={t`Failed to load the fee report`}
            message={t`Please try again.`}
            onRetry={() => void report.refetch()}
          />
        </Card>
      ) : null}
      {report.data ? <ReportBody report={report.data} /> : null}
    </div>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
      {note ? <p className="mt-1 text-xs text-slate-500">{note}</p> : null}
    </Card>
  );
}

function ReportBody({ report }: { report: FeeReport }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label={t`Fees this month`} value={formatMoney(report.feesKes, 'KES')} />
        <Figure label={t`Excise due`} value={formatMoney(report.exciseKes, 'KES')} />
        <Figure
          label={t`Filing date`}
          value={formatDay(report.filingDate)}
          note={t`20th of the next month`}
        />
      </div>
      {/*
       * The table scrolls inside its card on a phone: with the longer Kiswahili headers its
       * columns need more than 375 px, and squeezing them would wrap the amounts. Focusable and
       * named, so a keyboard can scroll it too (WCAG 2.1.1) and a screen reader says what it is.
       */}
      <Card
        tabIndex={0}
        role="region"
        aria-label={t`Fees by kind and currency`}
        className="max-w-full min-w-0 overflow-x-auto p-0"
      >
        <table className="w-full min-w-[30rem] text-sm">
          <caption className="sr-only">
            <Trans>Fees by kind and currency</Trans>
          </caption>
          <thead className="bg-slate-50 text-left whitespace-nowrap text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">
                <Trans>Kind</Trans>
              </th>
              <th className="px-3 py-2 font-medium">
                <Trans>Currency</Trans>
              </th>
              <th className="px-3 py-2 text-right font-medium">
                <Trans>Amount</Trans>
              </th>
              <th className="px-3 py-2 text-right font-medium">
                <Trans>KES value</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.byKind.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-slate-500">
                  <Trans>No fees in this month.</Trans>
                </td>
              </tr>
            ) : null}
            {[
              ...report.byKind.map((line) => ({ label: i18n._(KIND_LABELS[line.kind]), ...line })),
              ...report.excise.map((line) => ({ label: i18n._(EXCISE_LABEL), ...line })),
            ].map((line) => (
              <tr key={`${line.label}-${line.currency}`}>
                <td className="px-3 py-2 whitespace-nowrap">{line.label}</td>
                <td className="px-3 py-2 font-mono">{line.currency}</td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {line.amount}
                </td>
                <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                  {line.amountKes === null ? t`no KES price` : formatMoney(line.amountKes, 'KES')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <p className="text-xs text-slate-500">
        <Trans>
          Coins are valued at their KES pair's last price at the month's end (or now, for this
          month). Each fee bears the excise rate in force when it was taken (Excise rates, below).
        </Trans>
      </p>
    </>
  );
}

/** The dashboard's card: this month's fees and excise, linking to the report. */
export function MonthFeesCard({ to }: { to: string }) {
  const { t } = useLingui();
  const report = useFeeReport(undefined);
  const excise = report.data ? formatMoney(report.data.exciseKes, 'KES') : '';
  const filingDate = formatDay(report.data?.filingDate ?? '');
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">
        <Trans>Fees this month</Trans>
      </p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="month-fees">
        {report.data ? formatMoney(report.data.feesKes, 'KES') : '…'}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        {report.data ? t`Excise due ${excise} by ${filingDate}` : ' '}
      </p>
      <a
        href={to}
        className="mt-2 inline-flex items-center text-sm font-medium text-brand-700 underline max-md:min-h-11"
      >
        <Trans>Revenue report</Trans>
      </a>
    </Card>
  );
}
