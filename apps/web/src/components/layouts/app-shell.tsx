import { Trans, useLingui } from '@lingui/react/macro';
import { MOBILE_BREAKPOINT_PX, type Language } from '@soko/shared';
import { LogOut } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ConnectionIndicator } from '@/components/ui/connection-indicator';
import { cn } from '@/lib/cn';
import { LanguageToggle } from '@/lib/i18n/language-switch';
import { MobileBottomBar, MobileTopBar } from './mobile-nav';
import type { NavItem } from './nav';
import { RouteOutlet } from './route-outlet';
import {
  DesktopSidebar,
  PortalLabel,
  ShellMenu,
  SidebarButton,
  UserSummary,
  type ShellNav,
  type ShellUser,
} from './shell-sidebar';

export type { ShellUser } from './shell-sidebar';

export interface AppShellProps extends ShellNav {
  bottomItems: NavItem[];
  user: ShellUser;
  /** Resolves once the session has ended; the drawer closes then. */
  onLogout: () => Promise<unknown>;
  loggingOut: boolean;
  /** The admin's desktop sidebar folds down to icons; the customer's stays open. */
  collapsible?: boolean;
  /** A label over the menu, such as Admin Portal, shown with the username. */
  portalLabel?: string;
  /** Shown above every page (the admin's two-factor notice). */
  banner?: ReactNode;
  /** After a switch of language in the frame (the account keeps the choice). */
  onLanguageChosen?: ((language: Language) => void) | undefined;
}

const COLLAPSED_KEY = 'soko.sidebar.collapsed';

function useCollapsed(enabled: boolean) {
  const [collapsed, setCollapsed] = useState(() => {
    if (!enabled) return false;
    try {
      return localStorage.getItem(COLLAPSED_KEY) === '1';
    } catch {
      return false;
    }
  });
  const toggle = () =>
    setCollapsed((value) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, value ? '0' : '1');
      } catch {
        // Private browsing may refuse storage; the choice then lasts for this visit only.
      }
      return !value;
    });
  return [enabled && collapsed, toggle] as const;
}

/** Closes the drawer when the screen grows past the breakpoint (a phone turned sideways). */
function useCloseOnDesktop(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not a text
    const query = window.matchMedia(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
    const onChange = () => query.matches && close();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, close]);
}

/**
 * The frame of the customer and admin areas (product-spec.md section 2): a fixed 16rem sidebar
 * from 768 px, a top bar, drawer and bottom bar below it. The content is padded so neither bar
 * ever covers it.
 */
export function AppShell(props: AppShellProps) {
  const { bottomItems, user, onLogout, loggingOut, portalLabel, banner, onLanguageChosen } = props;
  const { t } = useLingui();
  const nav: ShellNav = { navItems: props.navItems, secondaryNav: props.secondaryNav };
  const [collapsed, toggleCollapsed] = useCollapsed(props.collapsible ?? false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useCloseOnDesktop(drawerOpen, closeDrawer);

  const logout = () => {
    onLogout().then(closeDrawer, () => undefined);
  };

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>

      <DesktopSidebar
        {...nav}
        user={user}
        portalLabel={portalLabel}
        collapsed={collapsed}
        onToggleCollapsed={props.collapsible ? toggleCollapsed : undefined}
        onLogout={logout}
        loggingOut={loggingOut}
        onLanguageChosen={onLanguageChosen}
      />

      <MobileTopBar
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        end={<MobileBarEnd portalLabel={portalLabel} onLanguageChosen={onLanguageChosen} />}
        drawer={
          <>
            {portalLabel ? <PortalLabel label={portalLabel} username={user.username} /> : null}
            <ShellMenu {...nav} collapsed={false} onNavigate={closeDrawer} />
            <div className="shrink-0 space-y-1 border-t border-slate-100 p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
              {portalLabel ? null : <UserSummary user={user} />}
              <SidebarButton
                label={t`Log out`}
                icon={LogOut}
                onClick={logout}
                loading={loggingOut}
              />
            </div>
          </>
        }
      />

      <div className={cn('transition-[padding] duration-200', collapsed ? 'md:pl-16' : 'md:pl-64')}>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto max-w-6xl px-4 pt-20 pb-[calc(5.5rem+env(safe-area-inset-bottom))] focus:outline-none md:px-8 md:py-8"
        >
          {banner}
          <RouteOutlet />
        </main>
      </div>

      <MobileBottomBar items={bottomItems} label={t`Quick links`} />
    </>
  );
}

/**
 * The mobile top bar's right end: the portal's name (admins), the connection dot and the switch
 * to the other language, so a trader can change it on any page.
 */
function MobileBarEnd({
  portalLabel,
  onLanguageChosen,
}: {
  portalLabel: string | undefined;
  onLanguageChosen: ((language: Language) => void) | undefined;
}) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      {portalLabel ? (
        // Two short lines rather than one cut: "Lango la Msimamizi" is twice "Admin Portal" and
        // the bar also holds the brand, the connection state and the language switch at 375 px.
        // Never narrower than its longest word (no min-w-0, no break-words), so no word is split;
        // no letter spacing, so that word fits.
        <span className="block text-[0.6875rem] leading-tight font-semibold text-brand-800 uppercase">
          {portalLabel}
        </span>
      ) : null}
      <ConnectionIndicator />
      <LanguageToggle onChosen={onLanguageChosen} className="shrink-0" />
    </div>
  );
}
