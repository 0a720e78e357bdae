import { Trans, useLingui } from '@lingui/react/macro';
import QRCode from 'react-qr-code';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * Where to send the coins: the platform's address for this coin, as text with a copy button (on
 * the phone that holds the coins) and as a QR code (to scan from another phone).
 */
export function DepositAddress({ currency, address }: { currency: string; address: string }) {
  const { t } = useLingui();
  const qrLabel = t`QR code of the ${currency} deposit address`;
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="shrink-0 rounded-md bg-white p-1.5">
        <QRCode
          value={address}
          size={96}
          level="M"
          title={qrLabel}
          role="img"
          aria-label={qrLabel}
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-slate-600">
          <Trans>Send only {currency} to this address</Trans>
        </p>
        <p className="mt-1 font-mono text-sm break-all text-slate-900">{address}</p>
      </div>
      <CopyButton value={address} label={t`deposit address`} className="self-start" />
    </div>
  );
}
