import { useLingui } from '@lingui/react/macro';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { CopyableText } from './copyable-text';
import type { DecisionSubject } from '../lib/decision-subject';

/**
 * Who and how much, shown in every approve and reject dialog: money never moves without the
 * admin seeing the user, the amount and the coin first.
 */
export function DecisionSummary({ subject }: { subject: DecisionSubject }) {
  const { t } = useLingui();
  const { currency } = subject;
  return (
    <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-slate-50 px-3 text-sm">
      <Row term={t`User`}>
        <span className="font-medium text-slate-900">{subject.username}</span>
        <span className="block text-xs break-all text-slate-500">{subject.email}</span>
      </Row>
      <Row term={t`Coin`}>{currency}</Row>
      {subject.kind === 'deposit' ? (
        <Row term={t`Amount`}>
          <Money value={subject.amount} currency={currency} strong />
        </Row>
      ) : (
        <>
          <Row term={t`Gross`}>
            <Money value={subject.amount} currency={currency} />
          </Row>
          {subject.fee !== null ? (
            <Row term={t`Fee`}>
              <Money value={subject.fee} currency={currency} />
            </Row>
          ) : null}
          {subject.net !== null ? (
            <Row term={t`Net to send`}>
              <Money value={subject.net} currency={currency} strong />
            </Row>
          ) : null}
        </>
      )}
      {subject.address ? (
        <Row term={t`Address`}>
          <CopyableText
            value={subject.address}
            label={t`withdrawal address`}
            full
            className="justify-end text-right"
          />
        </Row>
      ) : null}
      {subject.txHash ? (
        <Row term={t`Tx hash`}>
          <span className="font-mono text-xs break-all">{subject.txHash}</span>
        </Row>
      ) : null}
    </dl>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <dt className="shrink-0 text-slate-500">{term}</dt>
      <dd className="min-w-0 text-right text-slate-800">{children}</dd>
    </div>
  );
}

function Money({
  value,
  currency,
  strong = false,
}: {
  value: string;
  currency: string;
  strong?: boolean;
}) {
  return (
    <span
      className={cn('whitespace-nowrap tabular-nums', strong && 'font-semibold text-slate-900')}
    >
      {formatMoney(value, currency)}
    </span>
  );
}
