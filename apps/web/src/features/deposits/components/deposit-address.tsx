import QRCode from 'react-qr-code';
import { CopyButton } from '@/components/ui/copy-button';

/**
 * Where to send the coins: the platform's address for this coin, as text with a copy button (on
 * the phone that holds the coins) and as a QR code (to scan from another phone).
 */
export function DepositAddress({ currency, address }: { currency: string; address: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="shrink-0 rounded-md bg-white p-1.5">
        <QRCode
          value={address}
          size={96}
          level="M"
          title={`QR code of the ${currency} deposit address`}
          role="img"
          aria-label={`QR code of the ${currency} deposit address`}
        />
      </div>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-slate-600">Send only {currency} to this address</p>
        <p className="mt-1 font-mono text-sm break-all text-slate-900">{address}</p>
      </div>
      <CopyButton value={address} label="deposit address" className="self-start" />
    </div>
  );
}
