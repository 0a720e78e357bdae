import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Coins,
  History,
  Landmark,
  LayoutDashboard,
  Receipt,
  Settings,
  ShieldCheck,
  SlidersHorizontal,
  UserCog,
  Users,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { AppShell, type ShellUser } from './app-shell';
import { MfaRequiredBanner } from './mfa-required-banner';
import type { NavItem } from './nav';

/** The admin's own profile, password and two-factor page (not the platform settings). */
export const ADMIN_ACCOUNT_PATH = '/admin/account';
/** Every admin action with its before and after (decisions.md point 13); not in the spec's menu. */
export const ADMIN_AUDIT_PATH = '/admin/audit';

const navItems: NavItem[] = [
  { label: 'Dashboard', to: paths.admin.root, icon: LayoutDashboard, exact: true },
  { label: 'Manage Users', to: paths.admin.users, icon: Users },
  { label: 'Manage Coins', to: paths.admin.coins, icon: Coins },
  { label: 'Trading Pairs', to: paths.admin.tradingPairs, icon: SlidersHorizontal },
  { label: 'Deposits', to: paths.admin.deposits, icon: ArrowDownToLine },
  { label: 'Withdrawals', to: paths.admin.withdrawals, icon: ArrowUpFromLine },
  { label: 'Transactions', to: paths.admin.transactions, icon: Receipt },
  { label: 'Verification', to: paths.admin.verification, icon: ShieldCheck },
  { label: 'Revenue', to: paths.admin.revenue, icon: Landmark },
  { label: 'Settings', to: paths.admin.settings, icon: Settings },
  { label: 'Audit Log', to: ADMIN_AUDIT_PATH, icon: History },
];

const accountNav = {
  label: 'Account',
  items: [{ label: 'My Account', to: ADMIN_ACCOUNT_PATH, icon: UserCog }],
};

// Four, like the trader's bar, so every label fits a 320 px screen; the drawer has the rest.
const bottomItems: NavItem[] = [
  { label: 'Dashboard', to: paths.admin.root, icon: LayoutDashboard, exact: true },
  { label: 'Users', to: paths.admin.users, icon: Users },
  { label: 'Transactions', to: paths.admin.transactions, icon: Receipt },
  { label: 'Settings', to: paths.admin.settings, icon: Settings },
];

export interface AdminShellUser extends ShellUser {
  mfaEnrolmentRequired: boolean;
}

/** The admin's frame: a sidebar that folds to icons, the Admin Portal label and log out. */
export function AdminLayout({
  user,
  onLogout,
  loggingOut,
}: {
  user: AdminShellUser;
  onLogout: () => Promise<unknown>;
  loggingOut: boolean;
}) {
  return (
    <AppShell
      navItems={navItems}
      secondaryNav={accountNav}
      bottomItems={bottomItems}
      user={user}
      onLogout={onLogout}
      loggingOut={loggingOut}
      collapsible
      portalLabel="Admin Portal"
      banner={
        user.mfaEnrolmentRequired ? <MfaRequiredBanner accountPath={ADMIN_ACCOUNT_PATH} /> : null
      }
    />
  );
}
