import type { Wallet } from '@soko/shared';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowDownToLine, ArrowUpFromLine, ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DeferredDropdown } from '@/components/ui/deferred-dropdown';
import { cn } from '@/lib/cn';
import { walletName } from '../lib/wallet-name';
import { walletAction, type WalletAction } from '../lib/wallet-rules';
import { hintMessages } from './wallet-messages';

const copy = {
  deposit: { label: msg`Deposit`, heading: msg`Deposit which currency?`, icon: ArrowDownToLine },
  withdraw: { label: msg`Withdraw`, heading: msg`Withdraw which currency?`, icon: ArrowUpFromLine },
} as const;

/** The panel's Deposit and Withdraw dropdowns: every currency, the ones that cannot act greyed. */
export function WalletMenu({
  action,
  wallets,
  onChoose,
}: {
  action: WalletAction;
  wallets: Wallet[];
  onChoose: (wallet: Wallet) => void;
}) {
  const { i18n } = useLingui();
  const { label, heading, icon: Icon } = copy[action];
  return (
    <DeferredDropdown
      trigger={
        <Button
          variant={action === 'deposit' ? 'primary' : 'secondary'}
          // The secondary look has no disabled style of its own.
          className={cn('flex-1 sm:flex-none', action === 'withdraw' && 'disabled:opacity-50')}
          disabled={wallets.length === 0}
        >
          <Icon aria-hidden className="h-4 w-4" />
          {i18n._(label)}
          <ChevronDown aria-hidden className="h-4 w-4 opacity-70" />
        </Button>
      }
    >
      {(menu) => (
        <menu.DropdownMenuContent align="start" className="w-72 max-w-[calc(100vw-1rem)]">
          <menu.DropdownMenuLabel className="text-xs font-semibold text-slate-500">
            {i18n._(heading)}
          </menu.DropdownMenuLabel>
          <menu.DropdownMenuSeparator />
          {wallets.map((wallet) => {
            const state = walletAction(wallet, action);
            return (
              <menu.DropdownMenuItem
                key={wallet.currency}
                disabled={!state.enabled}
                onSelect={() => onChoose(wallet)}
                className="justify-between"
              >
                <span className="min-w-0 truncate">
                  <span className="font-medium">{wallet.currency}</span>
                  <span className="text-slate-500"> · {walletName(wallet)}</span>
                </span>
                {state.hint ? (
                  <span className="shrink-0 text-xs text-slate-500">
                    {i18n._(hintMessages[state.hint])}
                  </span>
                ) : null}
              </menu.DropdownMenuItem>
            );
          })}
        </menu.DropdownMenuContent>
      )}
    </DeferredDropdown>
  );
}
