import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { Language } from '@soko/shared';
import { ChevronsLeft, ChevronsRight, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConnectionIndicator } from '@/components/ui/connection-indicator';
import { cn } from '@/lib/cn';
import { LanguageToggle } from '@/lib/i18n/language-switch';
import { Brand } from './brand';
import { CollapsedHint } from './collapsed-hint';
import type { NavItem } from './nav';
import { NavList } from './nav-list';

export interface ShellUser {
  username: string;
  email: string;
}

export interface ShellNav {
  navItems: NavItem[];
  /** Extra groups below the main menu, each with a heading (the admin's own Account). */
  secondaryNav?: { label: MessageDescriptor; items: NavItem[] };
}

/** The menus of the sidebar and the drawer; folded, only icons and a rule between groups. */
export function ShellMenu({
  navItems,
  secondaryNav,
  collapsed,
  onNavigate,
}: ShellNav & { collapsed: boolean; onNavigate?: () => void }) {
  const { i18n, t } = useLingui();
  const secondaryLabel = secondaryNav ? i18n._(secondaryNav.label) : '';
  return (
    <div className={cn('flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-3')}>
      <NavList
        label={t`Main menu`}
        items={navItems}
        collapsed={collapsed}
        onNavigate={onNavigate}
      />
      {secondaryNav ? (
        <div className="mt-6">
          {collapsed ? (
            <hr className="mx-2 mb-3 border-slate-200" />
          ) : (
            <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">
              {secondaryLabel}
            </p>
          )}
          <NavList
            label={secondaryLabel}
            items={secondaryNav.items}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        </div>
      ) : null}
    </div>
  );
}

interface DesktopSidebarProps extends ShellNav {
  user: ShellUser;
  portalLabel?: string;
  collapsed: boolean;
  /** Set when the sidebar may fold down to icons (the admin's). */
  onToggleCollapsed?: () => void;
  onLogout: () => void;
  loggingOut: boolean;
  onLanguageChosen?: ((language: Language) => void) | undefined;
}

/** The fixed sidebar from 768 px: brand, menu, then the user and the log out button. */
export function DesktopSidebar(props: DesktopSidebarProps) {
  const { user, portalLabel, collapsed, onToggleCollapsed, onLogout, loggingOut } = props;
  const { t } = useLingui();
  return (
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
      <ShellMenu
        navItems={props.navItems}
        secondaryNav={props.secondaryNav}
        collapsed={collapsed}
      />
      <div
        className={cn('shrink-0 space-y-1 border-t border-slate-100', collapsed ? 'p-2' : 'p-3')}
      >
        {collapsed || portalLabel ? null : <UserSummary user={user} />}
        {onToggleCollapsed ? (
          <SidebarButton
            collapsed={collapsed}
            label={collapsed ? t`Expand sidebar` : t`Collapse sidebar`}
            icon={collapsed ? ChevronsRight : ChevronsLeft}
            onClick={onToggleCollapsed}
            ariaExpanded={!collapsed}
          />
        ) : null}
        <SidebarLanguageToggle collapsed={collapsed} onChosen={props.onLanguageChosen} />
        <SidebarButton
          collapsed={collapsed}
          label={t`Log out`}
          icon={LogOut}
          onClick={onLogout}
          loading={loggingOut}
        />
      </div>
    </aside>
  );
}

/**
 * The switch to the other language, as a row of the sidebar (the frame has no top bar from
 * 768 px); folded, the globe alone, named by its tooltip.
 */
export function SidebarLanguageToggle({
  collapsed = false,
  onChosen,
}: {
  collapsed?: boolean;
  onChosen?: ((language: Language) => void) | undefined;
}) {
  return (
    <LanguageToggle
      compact={collapsed}
      onChosen={onChosen}
      className={cn(
        'w-full gap-2 text-slate-600 [&>svg]:h-5 [&>svg]:w-5 [&>svg]:text-slate-400',
        collapsed ? 'justify-center px-0' : 'justify-start px-3',
      )}
    />
  );
}

export function PortalLabel({ label, username }: { label: string; username: string }) {
  return (
    <div className="shrink-0 border-b border-slate-100 px-5 py-3">
      <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{label}</p>
      <p className="truncate text-sm font-medium text-slate-900">{username}</p>
    </div>
  );
}

export function UserSummary({ user }: { user: ShellUser }) {
  return (
    <div className="flex items-center gap-3 px-3 py-2">
      <span
        aria-hidden
        className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800 uppercase"
      >
        {user.username.slice(0, 1)}
      </span>
      <div className="min-w-0">
        {/* A long name or address is cut to the sidebar's width; the title still holds it whole. */}
        <p className="truncate text-sm font-medium text-slate-900" title={user.username}>
          {user.username}
        </p>
        <p className="truncate text-xs text-slate-500" title={user.email}>
          {user.email}
        </p>
      </div>
    </div>
  );
}

export function SidebarButton({
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
  return <CollapsedHint label={label}>{button}</CollapsedHint>;
}
