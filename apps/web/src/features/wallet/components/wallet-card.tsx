import type { Wallet } from '@soko/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownToLine, ArrowUpFromLine, ChevronDown, Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DisclosureContent, DisclosureTrigger } from '@/components/ui/disclosure';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { walletName } from '../lib/wallet-name';
import { walletAction } from '../lib/wallet-rules';
import { hintMessages } from './wallet-messages';
import { CoinIcon } from '@/components/ui/coin-icon';

interface WalletCardProps {
  wallet: Wallet;
  /** Crypto deposits of this currency waiting for approval, summed; shown on the card. */
  pendingDeposit?: { amount: string; count: number };
  onDeposit: (wallet: Wallet) => void;
  onWithdraw: (wallet: Wallet) => void;
}

/**
 * One currency: what is available to use and what is held (in open orders or pending
 * withdrawals). Tapping it opens the Deposit and Withdraw buttons.
 */
export function WalletCard({ wallet, pendingDeposit, onDeposit, onWithdraw }: WalletCardProps) {
  const [open, setOpen] = useState(false);
  const actionsId = useId();
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* The whole top of the card is the toggle: a large target on a phone. */}
      <DisclosureTrigger
        open={open}
        onOpenChange={setOpen}
        controls={actionsId}
        className="w-full rounded-t-xl p-4 text-left hover:bg-slate-50/70"
      >
        <span className="flex items-center gap-3">
          <CoinIcon
            symbol={wallet.currency}
            iconUrl={wallet.iconUrl}
            fallback={wallet.currency.slice(0, 3)}
            className="h-10 w-10"
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-slate-900">
              {wallet.currency}
              {wallet.active ? null : (
                <span className="ml-2 text-xs font-normal text-slate-500">
                  <Trans>(inactive)</Trans>
                </span>
              )}
            </span>
            <span className="block truncate text-sm text-slate-500" title={walletName(wallet)}>
              {walletName(wallet)}
            </span>
          </span>
          <ChevronDown
            aria-hidden
            className={cn(
              'h-5 w-5 shrink-0 text-slate-400 transition-transform',
              open && 'rotate-180',
            )}
          />
        </span>
        <span className="mt-3 block text-xs text-slate-500">
          <Trans>Available</Trans>
        </span>
        <span className="block text-lg font-semibold break-words text-slate-900 tabular-nums">
          {formatMoney(wallet.available, wallet.currency)}
        </span>
      </DisclosureTrigger>
      <div className="flex justify-between gap-3 border-t border-slate-100 px-4 py-2 text-sm">
        <span className="text-slate-500">
          <Trans>Held</Trans>
        </span>
        <span className="text-right break-words text-slate-700 tabular-nums">
          {formatMoney(wallet.held, wallet.currency)}
        </span>
      </div>
      {pendingDeposit ? (
        <PendingDepositLine currency={wallet.currency} pending={pendingDeposit} />
      ) : null}
      <DisclosureContent
        open={open}
        id={actionsId}
        className="space-y-2 border-t border-slate-100 p-4"
      >
        <CardActions wallet={wallet} onDeposit={onDeposit} onWithdraw={onWithdraw} />
      </DisclosureContent>
    </div>
  );
}

/** Deposit and Withdraw, with why either is off. */
function CardActions({ wallet, onDeposit, onWithdraw }: Omit<WalletCardProps, 'pendingDeposit'>) {
  const { i18n } = useLingui();
  const deposit = walletAction(wallet, 'deposit');
  const withdraw = walletAction(wallet, 'withdraw');
  // KES and a paused coin give the same hint to both buttons; show it once.
  const hints = [...new Set([deposit.hint, withdraw.hint])].flatMap((hint) =>
    hint ? [i18n._(hintMessages[hint])] : [],
  );
  return (
    <>
      <div className="grid grid-cols-2 gap-2">
        <Button size="sm" disabled={!deposit.enabled} onClick={() => onDeposit(wallet)}>
          <ArrowDownToLine aria-hidden className="h-4 w-4" />
          <Trans>Deposit</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          // The secondary look has no disabled style of its own.
          className="disabled:opacity-50"
          disabled={!withdraw.enabled}
          onClick={() => onWithdraw(wallet)}
        >
          <ArrowUpFromLine aria-hidden className="h-4 w-4" />
          <Trans>Withdraw</Trans>
        </Button>
      </div>
      {hints.length > 0 ? <p className="text-xs text-slate-500">{hints.join(' · ')}</p> : null}
    </>
  );
}

function PendingDepositLine({
  currency,
  pending,
}: {
  currency: string;
  pending: { amount: string; count: number };
}) {
  const amountText = formatMoney(pending.amount, currency);
  return (
    <p
      className="flex items-start gap-2 border-t border-slate-100 bg-amber-50/70 px-4 py-2 text-sm text-amber-900"
      data-testid="pending-deposit"
    >
      <Clock aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span className="break-words">
        <Plural
          value={pending.count}
          one={`${amountText} deposit awaiting approval`}
          other={`${amountText} deposits (#) awaiting approval`}
        />
      </span>
    </p>
  );
}
