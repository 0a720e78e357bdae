import {
  ArrowDownToLine,
  ArrowLeftRight,
  ArrowUpFromLine,
  FileText,
  LayoutDashboard,
  ListOrdered,
  Settings,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import type { Language } from '@soko/shared';
import { AppShell, type ShellUser } from './app-shell';
import type { NavItem } from './nav';

const navItems: NavItem[] = [
  { label: msg`Dashboard`, to: paths.dashboard.root, icon: LayoutDashboard, exact: true },
  { label: msg`Trade Now`, to: paths.dashboard.trade, icon: ArrowLeftRight },
  {
    label: msg`Wallet`,
    to: paths.dashboard.wallet,
    icon: Wallet,
    children: [
      { label: msg`Deposit`, to: paths.dashboard.deposit, icon: ArrowDownToLine },
      { label: msg`Withdraw`, to: paths.dashboard.withdraw, icon: ArrowUpFromLine },
    ],
  },
  { label: msg`Manage`, to: paths.dashboard.orders, icon: ListOrdered },
  { label: msg`Statements`, to: paths.dashboard.statements, icon: FileText },
  { label: msg`Verification`, to: paths.dashboard.verification, icon: ShieldCheck },
  { label: msg`Settings`, to: paths.dashboard.settings, icon: Settings },
];

const bottomItems: NavItem[] = [
  { label: msg`Dashboard`, to: paths.dashboard.root, icon: LayoutDashboard, exact: true },
  { label: msg`Trade`, to: paths.dashboard.trade, icon: ArrowLeftRight },
  { label: msg`Wallet`, to: paths.dashboard.wallet, icon: Wallet },
  { label: msg`Manage`, to: paths.dashboard.orders, icon: ListOrdered },
];

/** The trader's frame: sidebar (Dashboard, Trade Now, Wallet, Manage, Statements, Settings) and log out. */
export function CustomerLayout({
  user,
  onLogout,
  loggingOut,
  banner,
  onLanguageChosen,
}: {
  user: ShellUser;
  onLogout: () => Promise<unknown>;
  loggingOut: boolean;
  /** Above every page's content, such as the verify-email notice on the wallet pages. */
  banner?: ReactNode;
  /** The trader switched language in the frame: keep it on the account. */
  onLanguageChosen?: (language: Language) => void;
}) {
  return (
    <AppShell
      navItems={navItems}
      bottomItems={bottomItems}
      user={user}
      onLogout={onLogout}
      loggingOut={loggingOut}
      banner={banner}
      onLanguageChosen={onLanguageChosen}
    />
  );
}
