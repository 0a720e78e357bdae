import { Trans } from '@lingui/react/macro';
import type { TransactionView } from '@soko/shared';
import { ImageIcon } from 'lucide-react';
import { formatMoney, formatTotal, shortenMiddle } from '@/lib/format';
import { storedDescription } from '../lib/stored-description';
import { statusOf } from '../lib/transaction-labels';

/**
 * The line under a row that says what the user needs to follow it up: the fee and address of a
 * withdrawal, the proof and hash of a deposit, the other side of a trade and its fee, and why it
 * was rejected.
 */
export function TransactionDetails({ transaction: t }: { transaction: TransactionView }) {
  const parts: React.ReactNode[] = [];
  const feeText = formatMoney(t.fee, t.feeCurrency);
  if (t.secondaryCurrency && t.secondaryAmount) {
    // The other side of a trade is what it cost or paid in the quote: a total, 2 decimals
    // ("227.76 USDT"), as the order's Total shows it (decisions.md 27).
    const other = formatTotal(t.secondaryAmount, t.secondaryCurrency);
    parts.push(
      <span key="secondary">
        {t.type === 'purchase' ? <Trans>Paid {other}</Trans> : <Trans>Received {other}</Trans>}
      </span>,
    );
  } else if (t.description) {
    parts.push(<span key="description">{storedDescription(t.description)}</span>);
  }
  // M-Pesa withdrawals take no fee of ours; "Fee KES 0.00" on each would only be noise.
  const noMpesaFee = t.method === 'mpesa' && !/[1-9]/.test(t.fee);
  if (t.type === 'withdrawal' && !noMpesaFee) {
    parts.push(
      <span key="fee">
        <Trans>Fee {feeText}</Trans>
      </span>,
    );
  }
  // A trade's fee is in what this side received; a free pair's fills show none.
  if (t.method === 'trade' && /[1-9]/.test(t.fee)) {
    const netText = formatMoney(t.net, t.feeCurrency);
    parts.push(
      <span key="fee">
        <Trans>
          Fee {feeText}, net {netText}
        </Trans>
      </span>,
    );
  }
  if (t.type === 'withdrawal' && t.withdrawalAddress) {
    const to = shortenMiddle(t.withdrawalAddress);
    parts.push(
      <span key="address" title={t.withdrawalAddress} className="font-mono">
        <Trans>To {to}</Trans>
      </span>,
    );
  }
  if (t.txHash) {
    const hash = shortenMiddle(t.txHash);
    parts.push(
      <span key="hash" title={t.txHash} className="font-mono">
        <Trans>Hash {hash}</Trans>
      </span>,
    );
  }
  if (t.proofUrl) {
    parts.push(
      <a
        key="proof"
        href={t.proofUrl}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1 font-medium text-brand-700 underline-offset-2 hover:underline max-md:min-h-11"
      >
        <ImageIcon aria-hidden className="h-3.5 w-3.5" />
        <Trans>View proof</Trans>
      </a>,
    );
  }
  const { reason } = statusOf(t);
  if (reason) {
    parts.push(
      <span key="reason" className="text-red-700">
        <Trans>Reason: {reason}</Trans>
      </span>,
    );
  }
  if (parts.length === 0) return <span className="text-slate-500">—</span>;
  return <span className="flex flex-wrap gap-x-3 gap-y-1">{parts}</span>;
}
