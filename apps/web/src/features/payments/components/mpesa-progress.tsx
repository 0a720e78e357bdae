import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, CheckCircle2, Clock, WifiOff, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatKes, formatPhone } from '@/lib/format';
import type { PaymentState } from '../lib/payment-flow';
import { usePaymentText } from './payment-messages';
import { Receipt } from './receipt';

type ProgressState = Extract<PaymentState, { step: 'starting' | 'waiting' | 'done' }>;

/** Step three: Processing... or queued while M-Pesa works, then the outcome. */
export function MpesaProgress({ state, onClose }: { state: ProgressState; onClose: () => void }) {
  const { t } = useLingui();
  if (state.step === 'done') return <Outcome state={state} onClose={onClose} />;
  const { request } = state;
  const phone = formatPhone(request.phone);
  const deposit = request.type === 'deposit';
  const amount = formatKes(request.amount);
  const queued = state.step === 'waiting' && state.status === 'queued';
  const detail =
    state.step === 'starting'
      ? t`Sending the request to M-Pesa.`
      : queued
        ? deposit
          ? t`Your deposit of ${amount} is queued at M-Pesa and will be processed shortly.`
          : t`Your withdrawal of ${amount} is queued at M-Pesa and will be processed shortly.`
        : deposit
          ? t`Check your phone (${phone}) and enter your M-Pesa PIN to pay ${amount}.`
          : t`Sending ${amount} to ${phone}.`;
  return (
    <div className="space-y-4">
      <div role="status" className="flex flex-col items-center gap-3 py-4 text-center">
        {queued ? (
          <Clock aria-hidden className="h-8 w-8 text-amber-600" />
        ) : (
          <span
            aria-hidden
            className="h-8 w-8 animate-spin rounded-full border-4 border-brand-700 border-t-transparent"
          />
        )}
        <p className="font-semibold text-slate-900">
          {queued ? <Trans>Queued</Trans> : <Trans>Processing...</Trans>}
        </p>
        <p className="text-sm text-slate-600">{detail}</p>
      </div>
      {state.step === 'waiting' && state.offline ? (
        <p className="flex items-center gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          <WifiOff aria-hidden className="h-4 w-4 shrink-0" />
          <Trans>Connection lost. Still checking...</Trans>
        </p>
      ) : null}
    </div>
  );
}

function Outcome({
  state,
  onClose,
}: {
  state: Extract<PaymentState, { step: 'done' }>;
  onClose: () => void;
}) {
  const text = usePaymentText();
  const { outcome } = state;
  const success = outcome.tone === 'success';
  const Icon = success ? CheckCircle2 : outcome.closes ? XCircle : AlertCircle;
  return (
    <div className="space-y-4">
      <div
        role={success ? 'status' : 'alert'}
        className={
          success
            ? 'flex gap-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900'
            : 'flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800'
        }
      >
        <Icon
          aria-hidden
          className={success ? 'h-5 w-5 shrink-0 text-emerald-600' : 'h-5 w-5 shrink-0'}
        />
        <div className="space-y-1">
          <p className="font-semibold">{text(outcome.title)}</p>
          {outcome.message ? <p>{text(outcome.message)}</p> : null}
          {outcome.receipt ? <Receipt number={outcome.receipt} /> : null}
        </div>
      </div>
      {outcome.closes ? (
        <p className="text-center text-xs text-slate-500">
          <Trans>This window closes by itself.</Trans>
        </p>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button asChild>
            <Link to={paths.dashboard.transactions} onClick={onClose}>
              <Trans>Transaction History</Trans>
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
