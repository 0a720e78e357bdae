import { Trans } from '@lingui/react/macro';
import { AlertCircle, ShieldAlert } from 'lucide-react';
import { TotpField } from '@/components/totp-field';
import { Button } from '@/components/ui/button';
import type { WithdrawPreview } from '../lib/withdraw-amount';
import { EmailNotVerified } from './email-not-verified';
import { WithdrawSummary } from './withdraw-summary';

interface WithdrawReviewProps {
  currency: string;
  address: string;
  preview: WithdrawPreview;
  feePercent: number;
  submitting: boolean;
  problem:
    { kind: 'email-not-verified' } | { kind: 'alert'; title: string; message: string } | null;
  /** Set when two-factor is on: the code is asked here, just before money moves. */
  totp: { value: string; onChange: (value: string) => void } | null;
  onBack: () => void;
  onConfirm: () => void;
  onNavigate: () => void;
}

/**
 * Step two: money leaves only from here. Everything that will happen is shown once more, with the
 * full address, because coins sent to a wrong address cannot be brought back.
 */
export function WithdrawReview(props: WithdrawReviewProps) {
  const { currency, address, preview, feePercent, submitting, problem } = props;
  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm font-medium text-slate-700">
          <Trans>To address</Trans>
        </p>
        <p className="mt-1 rounded-lg bg-slate-50 p-3 font-mono text-sm break-all text-slate-900">
          {address}
        </p>
      </div>
      <WithdrawSummary preview={preview} currency={currency} feePercent={feePercent} />
      <p className="flex gap-2 text-sm text-slate-600">
        <ShieldAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" />
        <Trans>
          Check the address. The amount is held from your balance now and sent once an admin
          approves it; coins sent to a wrong address cannot be recovered.
        </Trans>
      </p>
      {props.totp ? <TotpField value={props.totp.value} onChange={props.totp.onChange} /> : null}
      {problem?.kind === 'email-not-verified' ? (
        <EmailNotVerified onNavigate={props.onNavigate} />
      ) : problem ? (
        <p
          role="alert"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="font-semibold">{problem.title}:</span> {problem.message}
          </span>
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="secondary"
          onClick={props.onBack}
          disabled={submitting}
          className="disabled:opacity-50"
        >
          <Trans>Back</Trans>
        </Button>
        <Button onClick={props.onConfirm} loading={submitting}>
          <Trans>Confirm withdrawal</Trans>
        </Button>
      </div>
    </div>
  );
}
