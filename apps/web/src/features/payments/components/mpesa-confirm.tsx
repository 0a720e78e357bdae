import { Trans, useLingui } from '@lingui/react/macro';
import { AlertCircle, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { TotpField } from '@/components/totp-field';
import { Button } from '@/components/ui/button';
import { formatKes, formatPhone } from '@/lib/format';
import type { Alert, PaymentRequest } from '../lib/payment-flow';
import { usePaymentText } from './payment-messages';

interface MpesaConfirmProps {
  request: PaymentRequest;
  alert: Alert | null;
  /** Two-factor is on: a withdrawal asks for the current code here, just before money moves. */
  totpRequired: boolean;
  onBack: () => void;
  onConfirm: (totpCode: string | undefined) => void;
}

/** Step two: nothing moves until Confirm. What, how much and which phone, once more. */
export function MpesaConfirm(props: MpesaConfirmProps) {
  const { request, alert, onBack, onConfirm } = props;
  const deposit = request.type === 'deposit';
  const askCode = props.totpRequired && !deposit;
  const [code, setCode] = useState('');
  const { t } = useLingui();
  const text = usePaymentText();
  const amount = formatKes(request.amount);
  const phone = formatPhone(request.phone);
  return (
    <div className="space-y-4">
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-slate-50 text-sm">
        <Row term={t`Type`} value={deposit ? t`Deposit from M-Pesa` : t`Withdrawal to M-Pesa`} />
        <Row term={t`Amount`} value={amount} strong />
        <Row term={t`M-Pesa number`} value={phone} />
      </dl>
      <p className="flex gap-2 text-sm text-slate-600">
        <Smartphone aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
        {deposit ? (
          <Trans>
            M-Pesa will send a prompt to {phone}. Enter your M-Pesa PIN there to pay {amount}.
          </Trans>
        ) : (
          <Trans>
            {amount} leaves your balance now and is sent to {phone}. Check the number: money sent to
            a wrong number is hard to get back.
          </Trans>
        )}
      </p>
      {askCode ? <TotpField value={code} onChange={setCode} /> : null}
      {alert ? (
        <p
          role="alert"
          className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <AlertCircle aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
          <span>
            <span className="font-semibold">{text(alert.title)}:</span> {text(alert.message)}
          </span>
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={() => onConfirm(askCode ? code.replace(/\s/g, '') : undefined)}>
          {deposit ? <Trans>Confirm deposit</Trans> : <Trans>Confirm withdrawal</Trans>}
        </Button>
      </div>
    </div>
  );
}

function Row({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3 px-3 py-2">
      <dt className="text-slate-600">{term}</dt>
      <dd
        className={
          strong
            ? 'text-right font-semibold break-words text-slate-900 tabular-nums'
            : 'text-right break-words text-slate-900 tabular-nums'
        }
      >
        {value}
      </dd>
    </div>
  );
}
