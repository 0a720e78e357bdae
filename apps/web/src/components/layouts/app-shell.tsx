import { ADMIN_TOOLTIP_DELAY_MS, MOBILE_BREAKPOINT_PX } from '@soko/shared';
import { ChevronsLeft, ChevronsRight, LogOut } from 'lucide-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConnectionIndicator } from '@/components/ui/connection-indicator';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { Brand } from './brand';
import { MobileBottomBar, MobileTopBar } from './mobile-nav';
import type { NavItem } from './nav';
import { NavList } from './nav-list';
import { RouteOutlet } from './route-outlet';

export interface ShellUser {
  username: string;
  email: string;
}

export interface AppShellProps {
  navItems: NavItem[];
  /** Extra groups below the main menu, each with a heading (the admin's own Account). */
  secondaryNav?: { label: string; items: NavItem[] };
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
  const { navItems, secondaryNav, bottomItems, user, onLogout, loggingOut, portalLabel, banner } =
    props;
  const [collapsed, toggleCollapsed] = useCollapsed(props.collapsible ?? false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  useCloseOnDesktop(drawerOpen, closeDrawer);

  const logout = () => {
    onLogout().then(closeDrawer, () => undefined);
  };

  const menu = (isCollapsed: boolean, onNavigate?: () => void) => (
    <div className={cn('flex-1 overflow-y-auto py-4', isCollapsed ? 'px-2' : 'px-3')}>
      <NavList label="Main menu" items={navItems} collapsed={isCollapsed} onNavigate={onNavigate} />
      {secondaryNav ? (
        <div className="mt-6">
          {isCollapsed ? (
            <hr className="mx-2 mb-3 border-slate-200" />
          ) : (
            <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-400 uppercase">
              {secondaryNav.label}
            </p>
          )}
          <NavList
            label={secondaryNav.label}
            items={secondaryNav.items}
            collapsed={isCollapsed}
            onNavigate={onNavigate}
          />
        </div>
      ) : null}
    </div>
  );

  return (
    <TooltipProvider delayDuration={ADMIN_TOOLTIP_DELAY_MS}>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>

      <aside
        className={cn(
          'fixed inset-y-0 left-0 z-30 hidden flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex',
          collapsed ? 'w-16' : 'w-64',
        )}
      >
        <div
          className={cn(
            'relative flex h-16 shrink-0 items-center border-b border-slate-100',
            collapsed ? 'justify-center' : 'justify-between gap-2 px-5',
          )}
        >
          <Brand compact={collapsed} />
          {/* Whether the screens update by themselves; the dot alone when the bar is folded. */}
          <ConnectionIndicator
            compact={collapsed}
            className={collapsed ? 'absolute top-2 right-2' : undefined}
          />
        </div>
        {portalLabel && !collapsed ? (
          <PortalLabel label={portalLabel} username={user.username} />
        ) : null}
        {menu(collapsed)}
        <div
          className={cn('shrink-0 space-y-1 border-t border-slate-100', collapsed ? 'p-2' : 'p-3')}
        >
          {collapsed || portalLabel ? null : <UserSummary user={user} />}
          {props.collapsible ? (
            <SidebarButton
              collapsed={collapsed}
              label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
              icon={collapsed ? ChevronsRight : ChevronsLeft}
              onClick={toggleCollapsed}
              ariaExpanded={!collapsed}
            />
          ) : null}
          <SidebarButton
            collapsed={collapsed}
            label="Log out"
            icon={LogOut}
            onClick={logout}
            loading={loggingOut}
          />
        </div>
      </aside>

      <MobileTopBar
        drawerOpen={drawerOpen}
        onDrawerOpenChange={setDrawerOpen}
        end={
          <div className="flex min-w-0 items-center gap-3">
            {portalLabel ? (
              <span className="block truncate text-xs font-semibold tracking-wide text-brand-800 uppercase">
                {portalLabel}
              </span>
            ) : null}
            <ConnectionIndicator />
          </div>
        }
        drawer={
          <>
            {portalLabel ? <PortalLabel label={portalLabel} username={user.username} /> : null}
            {menu(false, closeDrawer)}
            <div className="shrink-0 space-y-1 border-t border-slate-100 p-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))]">
              {portalLabel ? null : <UserSummary user={user} />}
              <SidebarButton label="Log out" icon={LogOut} onClick={logout} loading={loggingOut} />
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

      <MobileBottomBar items={bottomItems} label="Quick links" />
    </TooltipProvider>
  );
}

function PortalLabel({ label, username }: { label: string; username: string }) {
  return (
    <div className="shrink-0 border-b border-slate-100 px-5 py-3">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{label}</p>
      <p className="truncate text-sm font-medium text-slate-900">{username}</p>
    </div>
  );
}

function UserSummary({ user }: { user: ShellUser }) {
  return (
    <div className="flex items-center gap-3 px-3 py-2">
      <span
        aria-hidden
        className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 uppercase"
      >
        {user.username.slice(0, 1)}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-slate-900">{user.username}</p>
        <p className="truncate text-xs text-slate-500">{user.email}</p>
      </div>
    </div>
  );
}

function SidebarButton({
  label,
  icon: Icon,
  onClick,
  collapsed = false,
  loading = false,
  ariaExpanded,
}: {
  label: string;
  icon: typeof LogOut;
  onClick: () => void;
  collapsed?: boolean;
  loading?: boolean;
  ariaExpanded?: boolean;
}) {
  const button = (
    <Button
      variant="ghost"
      onClick={onClick}
      loading={loading}
      aria-label={collapsed ? label : undefined}
      aria-expanded={ariaExpanded}
      className={cn(
        'w-full text-slate-600',
        collapsed ? 'justify-center px-0' : 'justify-start px-3',
      )}
    >
      {loading ? null : <Icon aria-hidden className="h-5 w-5 shrink-0 text-slate-400" />}
      {collapsed ? null : label}
    </Button>
  );
  if (!collapsed) return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{label}</TooltipContent>
    </Tooltip>
  );
}
