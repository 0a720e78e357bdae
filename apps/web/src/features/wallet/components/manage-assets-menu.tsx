import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ChevronDown,
  FileText,
  History,
  Settings2,
  Send,
} from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DeferredDropdown } from '@/components/ui/deferred-dropdown';
import { paths } from '@/config/paths';

const entries = [
  { to: paths.dashboard.deposit, label: msg`Deposit`, icon: ArrowDownToLine },
  { to: paths.dashboard.withdraw, label: msg`Withdraw`, icon: ArrowUpFromLine },
  null,
  { to: paths.dashboard.transactions, label: msg`Transaction history`, icon: History },
  { to: paths.dashboard.withdrawals, label: msg`My Withdrawals`, icon: Send },
  { to: paths.dashboard.statements, label: msg`Statements`, icon: FileText },
] as const;

/**
 * My Wallet's Manage Assets (issue 16): a menu of what can be done with one's assets (deposit,
 * withdraw, every movement, the withdrawal requests, statements) instead of a button that only
 * opened the history.
 */
export function ManageAssetsMenu() {
  const { i18n } = useLingui();
  return (
    <DeferredDropdown
      trigger={
        <Button variant="secondary">
          <Settings2 aria-hidden className="h-4 w-4" />
          <Trans>Manage Assets</Trans>
          <ChevronDown aria-hidden className="h-4 w-4 opacity-70" />
        </Button>
      }
    >
      {(menu) => (
        <menu.DropdownMenuContent className="w-60 max-w-[calc(100vw-1rem)]">
          {entries.map((entry, index) =>
            entry === null ? (
              <menu.DropdownMenuSeparator key={index} />
            ) : (
              <menu.DropdownMenuItem key={entry.to} asChild>
                <Link to={entry.to}>
                  <entry.icon aria-hidden className="h-4 w-4 text-slate-500" />
                  {i18n._(entry.label)}
                </Link>
              </menu.DropdownMenuItem>
            ),
          )}
        </menu.DropdownMenuContent>
      )}
    </DeferredDropdown>
  );
}
