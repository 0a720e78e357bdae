import { nairobiDayOf, type FeeReport } from '@soko/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { formatMoney } from '@/lib/format';
import { feeReportCsvUrl, useFeeReport } from '../api/get-fee-report';

const KIND_LABELS = { maker: 'Maker fees', taker: 'Taker fees', withdrawal: 'Withdrawal fees' };

/**
 * The admin's revenue report (decisions.md 24): a Nairobi month's fees by kind and currency with
 * KES values, the excise due and the day it is filed, and the same as CSV.
 */
export function FeeReportView() {
  const [month, setMonth] = useState(() => nairobiDayOf(new Date()).slice(0, 7));
  const report = useFeeReport(month);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="space-y-1.5 text-sm font-medium text-slate-700">
          <span className="block">Month</span>
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
            Download CSV
          </a>
        </Button>
      </div>
      {report.isPending ? <Skeleton className="h-48" /> : null}
      {report.isError ? (
        <Card>
          <ErrorState
            title="Failed to load the fee report"
            message="Please try again."
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
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label="Fees this month" value={formatMoney(report.feesKes, 'KES')} />
        <Figure label="Excise due" value={formatMoney(report.exciseKes, 'KES')} />
        <Figure label="Filing date" value={report.filingDate} note="20th of the next month" />
      </div>
      <Card className="overflow-x-auto p-0">
        <table className="w-full text-sm">
          <caption className="sr-only">Fees by kind and currency</caption>
          <thead className="bg-slate-50 text-left text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">Kind</th>
              <th className="px-3 py-2 font-medium">Currency</th>
              <th className="px-3 py-2 text-right font-medium">Amount</th>
              <th className="px-3 py-2 text-right font-medium">KES value</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.byKind.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-3 py-6 text-center text-slate-500">
                  No fees in this month.
                </td>
              </tr>
            ) : null}
            {[
              ...report.byKind.map((line) => ({ label: KIND_LABELS[line.kind], ...line })),
              ...report.excise.map((line) => ({ label: 'Excise due', ...line })),
            ].map((line) => (
              <tr key={`${line.label}-${line.currency}`}>
                <td className="px-3 py-2">{line.label}</td>
                <td className="px-3 py-2 font-mono">{line.currency}</td>
                <td className="px-3 py-2 text-right tabular-nums">{line.amount}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {line.amountKes === null ? 'no KES price' : formatMoney(line.amountKes, 'KES')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <p className="text-xs text-slate-500">
        Coins are valued at their KES pair's last price at the month's end (or now, for this month).
        Each fee bears the excise rate in force when it was taken (Excise rates, below).
      </p>
    </>
  );
}

/** The dashboard's card: this month's fees and excise, linking to the report. */
export function MonthFeesCard({ to }: { to: string }) {
  const report = useFeeReport(undefined);
  return (
    <Card className="p-4">
      <p className="text-sm text-slate-600">Fees this month</p>
      <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums" data-testid="month-fees">
        {report.data ? formatMoney(report.data.feesKes, 'KES') : '…'}
      </p>
      <p className="mt-1 text-xs text-slate-500">
        {report.data
          ? `Excise due ${formatMoney(report.data.exciseKes, 'KES')} by ${report.data.filingDate}`
          : ' '}
      </p>
      <a
        href={to}
        className="mt-2 inline-flex items-center text-sm font-medium text-brand-700 underline max-md:min-h-11"
      >
        Revenue report
      </a>
    </Card>
  );
}
