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
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { AppShell, type ShellUser } from './app-shell';
import type { NavItem } from './nav';

const navItems: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.root, icon: LayoutDashboard, exact: true },
  { label: 'Trade Now', to: paths.dashboard.trade, icon: ArrowLeftRight },
  {
    label: 'Wallet',
    to: paths.dashboard.wallet,
    icon: Wallet,
    children: [
      { label: 'Deposit', to: paths.dashboard.deposit, icon: ArrowDownToLine },
      { label: 'Withdraw', to: paths.dashboard.withdraw, icon: ArrowUpFromLine },
    ],
  },
  { label: 'Manage', to: paths.dashboard.orders, icon: ListOrdered },
  { label: 'Statements', to: paths.dashboard.statements, icon: FileText },
  { label: 'Verification', to: paths.dashboard.verification, icon: ShieldCheck },
  { label: 'Settings', to: paths.dashboard.settings, icon: Settings },
];

const bottomItems: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard.root, icon: LayoutDashboard, exact: true },
  { label: 'Trade', to: paths.dashboard.trade, icon: ArrowLeftRight },
  { label: 'Wallet', to: paths.dashboard.wallet, icon: Wallet },
  { label: 'Manage', to: paths.dashboard.orders, icon: ListOrdered },
];

/** The trader's frame: sidebar (Dashboard, Trade Now, Wallet, Manage, Statements, Settings) and log out. */
export function CustomerLayout({
  user,
  onLogout,
  loggingOut,
  banner,
}: {
  user: ShellUser;
  onLogout: () => Promise<unknown>;
  loggingOut: boolean;
  /** Above every page's content, such as the verify-email notice on the wallet pages. */
  banner?: ReactNode;
}) {
  return (
    <AppShell
      navItems={navItems}
      bottomItems={bottomItems}
      user={user}
      onLogout={onLogout}
      loggingOut={loggingOut}
      banner={banner}
    />
  );
}
