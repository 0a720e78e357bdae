import type { Wallet } from '@soko/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Inbox } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/state-panels';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useWallets } from '../api/get-wallets';
import { walletAction, type WalletAction } from '../lib/wallet-rules';
import { hintMessages } from './wallet-messages';
import { CoinIcon } from '@/components/ui/coin-icon';

/**
 * The Deposit and Withdraw pages: one row per currency; choosing one opens its dialog (the spec's
 * deposit and withdraw actions are dialogs; these pages are a way in from the menu).
 */
export function WalletPicker({
  action,
  onChoose,
}: {
  action: WalletAction;
  onChoose: (wallet: Wallet) => void;
}) {
  const { t } = useLingui();
  const wallets = useWallets();
  if (wallets.isPending) {
    return (
      <Card aria-busy className="divide-y divide-slate-100">
        {Array.from({ length: 3 }, (_, index) => (
          <div key={index} className="flex items-center gap-3 p-4">
            <Skeleton className="h-10 w-10 rounded-full" />
            <Skeleton className="h-4 w-32" />
          </div>
        ))}
      </Card>
    );
  }
  if (wallets.isError) {
    return (
      <Card>
        <ErrorState
          title={t`Failed to load wallet data. Please try again.`}
          onRetry={() => window.location.reload()}
        />
      </Card>
    );
  }
  if (wallets.data.length === 0) {
    return (
      <Card className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-500">
        <Inbox aria-hidden className="h-6 w-6 text-slate-400" />
        <Trans>No wallets found. Please contact support if you believe this is an error.</Trans>
      </Card>
    );
  }
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y divide-slate-100">
        {wallets.data.map((wallet) => (
          <li key={wallet.currency}>
            <PickerRow wallet={wallet} action={action} onChoose={onChoose} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

function PickerRow({
  wallet,
  action,
  onChoose,
}: {
  wallet: Wallet;
  action: WalletAction;
  onChoose: (wallet: Wallet) => void;
}) {
  const { i18n } = useLingui();
  const state = walletAction(wallet, action);
  const currency = wallet.currency;
  const availableText = formatMoney(wallet.available, wallet.currency);
  return (
    <button
      type="button"
      disabled={!state.enabled}
      onClick={() => onChoose(wallet)}
      className={cn(
        'flex min-h-16 w-full items-center gap-3 px-4 py-3 text-left',
        state.enabled ? 'hover:bg-slate-50' : 'cursor-not-allowed opacity-60',
      )}
    >
      <CoinIcon
        symbol={wallet.currency}
        iconUrl={wallet.iconUrl}
        fallback={wallet.currency.slice(0, 3)}
        className="h-10 w-10"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-slate-900">
          {action === 'deposit' ? (
            <Trans>Deposit {currency}</Trans>
          ) : (
            <Trans>Withdraw {currency}</Trans>
          )}
        </span>
        <span className="block truncate text-sm text-slate-500">
          {state.hint ? i18n._(hintMessages[state.hint]) : <Trans>{availableText} available</Trans>}
        </span>
      </span>
      {state.enabled ? <ChevronRight aria-hidden className="h-5 w-5 text-slate-400" /> : null}
    </button>
  );
}
