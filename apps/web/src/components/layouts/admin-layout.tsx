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
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ADMIN_TOOLTIP_DELAY_MS, type Language } from '@soko/shared';
import type { ReactElement } from 'react';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/config/paths';
import { AppShell, type ShellUser } from './app-shell';
import { CollapsedHintProvider } from './collapsed-hint';
import { MfaRequiredBanner } from './mfa-required-banner';
import type { NavItem } from './nav';

/** The admin's own profile, password and two-factor page (not the platform settings). */
export const ADMIN_ACCOUNT_PATH = '/admin/account';
/** Every admin action with its before and after (decisions.md point 13); not in the spec's menu. */
export const ADMIN_AUDIT_PATH = '/admin/audit';

const navItems: NavItem[] = [
  { label: msg`Dashboard`, to: paths.admin.root, icon: LayoutDashboard, exact: true },
  { label: msg`Manage Users`, to: paths.admin.users, icon: Users },
  { label: msg`Manage Coins`, to: paths.admin.coins, icon: Coins },
  { label: msg`Trading Pairs`, to: paths.admin.tradingPairs, icon: SlidersHorizontal },
  { label: msg`Deposits`, to: paths.admin.deposits, icon: ArrowDownToLine },
  { label: msg`Withdrawals`, to: paths.admin.withdrawals, icon: ArrowUpFromLine },
  { label: msg`Transactions`, to: paths.admin.transactions, icon: Receipt },
  { label: msg`Verification`, to: paths.admin.verification, icon: ShieldCheck },
  { label: msg`Revenue`, to: paths.admin.revenue, icon: Landmark },
  { label: msg`Settings`, to: paths.admin.settings, icon: Settings },
  { label: msg`Audit Log`, to: ADMIN_AUDIT_PATH, icon: History },
];

const accountNav = {
  label: msg`Account`,
  items: [{ label: msg`My Account`, to: ADMIN_ACCOUNT_PATH, icon: UserCog }],
};

// Four, like the trader's bar, so every label fits a 320 px screen; the drawer has the rest.
const bottomItems: NavItem[] = [
  { label: msg`Dashboard`, to: paths.admin.root, icon: LayoutDashboard, exact: true },
  { label: msg`Users`, to: paths.admin.users, icon: Users },
  { label: msg`Transactions`, to: paths.admin.transactions, icon: Receipt },
  { label: msg`Settings`, to: paths.admin.settings, icon: Settings },
];

export interface AdminShellUser extends ShellUser {
  mfaEnrolmentRequired: boolean;
}

/** The label beside an icon of the folded sidebar, on hover and on keyboard focus. */
function tooltipHint({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}

/** The admin's frame: a sidebar that folds to icons, the Admin Portal label and log out. */
export function AdminLayout({
  user,
  onLogout,
  loggingOut,
  onLanguageChosen,
}: {
  user: AdminShellUser;
  onLogout: () => Promise<unknown>;
  loggingOut: boolean;
  /** The admin switched language in the frame: keep it on the account. */
  onLanguageChosen?: (language: Language) => void;
}) {
  const { t } = useLingui();
  return (
    // One provider for every hint: moving between icons skips the delay after the first.
    <TooltipProvider delayDuration={ADMIN_TOOLTIP_DELAY_MS}>
      <CollapsedHintProvider value={tooltipHint}>
        <AppShell
          navItems={navItems}
          secondaryNav={accountNav}
          bottomItems={bottomItems}
          user={user}
          onLogout={onLogout}
          loggingOut={loggingOut}
          collapsible
          portalLabel={t`Admin Portal`}
          onLanguageChosen={onLanguageChosen}
          banner={
            user.mfaEnrolmentRequired ? (
              <MfaRequiredBanner accountPath={ADMIN_ACCOUNT_PATH} />
            ) : null
          }
        />
      </CollapsedHintProvider>
    </TooltipProvider>
  );
}
