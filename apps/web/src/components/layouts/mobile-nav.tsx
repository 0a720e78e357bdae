import { Trans, useLingui } from '@lingui/react/macro';
import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import { deferredModule } from '@/lib/deferred-module';
import { useDeferredParts } from '@/lib/use-deferred-parts';
import '@/components/ui/dialog.css';
import { Brand } from './brand';
import { MENU_BUTTON_CLASS } from './menu-button';
import { isNavActive, type NavItem } from './nav';

/** The drawer's code, downloaded after the page (mobile-drawer.tsx). */
const drawerParts = deferredModule(() => import('./mobile-drawer'));

/**
 * Below 768 px: a 64 px top bar whose menu button opens a left drawer (85 % wide, at most
 * 300 px), and a 64 px bottom bar. The drawer (mobile-drawer.tsx, a Radix dialog) is downloaded
 * once the page is idle: the menu button shows at once, and a tap before the drawer's code has
 * arrived opens the drawer as soon as it has.
 */
export function MobileTopBar({
  drawerOpen,
  onDrawerOpenChange,
  drawer,
  end,
}: {
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /** The drawer's body (navigation, account, log out). */
  drawer: ReactNode;
  end?: ReactNode;
}) {
  const { t } = useLingui();
  const { parts, buttonRef } = useDeferredParts(drawerParts);
  const openLabel = t`Open menu`;
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-2 backdrop-blur md:hidden">
      {parts ? (
        <parts.MobileDrawer
          open={drawerOpen}
          onOpenChange={onDrawerOpenChange}
          buttonRef={buttonRef}
          labels={{ open: openLabel, close: t`Close menu`, title: <Trans>Menu</Trans> }}
        >
          {drawer}
        </parts.MobileDrawer>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          aria-label={openLabel}
          aria-haspopup="dialog"
          aria-expanded={false}
          className={MENU_BUTTON_CLASS}
          onClick={() => {
            onDrawerOpenChange(true);
            // Offline with nothing cached: nothing opens, and the next tap tries again.
            drawerParts.load().catch(() => onDrawerOpenChange(false));
          }}
        >
          <Menu aria-hidden className="h-6 w-6" />
        </button>
      )}
      <Brand className="ml-1" />
      {end ? <div className="ml-auto min-w-0 pr-2">{end}</div> : null}
    </header>
  );
}

export function MobileBottomBar({ items, label }: { items: NavItem[]; label: string }) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={label}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul
        className="grid h-16"
        style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}
      >
        {items.map((item) => {
          const active = isNavActive(pathname, item);
          const Icon = item.icon;
          return (
            <li key={item.to} className="min-w-0">
              <Link
                to={item.to}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-full flex-col items-center justify-center gap-1 px-1 text-[11px] font-medium',
                  active ? 'text-brand-700' : 'text-slate-500 hover:text-slate-900',
                )}
              >
                {active ? (
                  <span
                    aria-hidden
                    className="absolute top-0 h-0.5 w-10 rounded-full bg-brand-700"
                  />
                ) : null}
                <Icon aria-hidden className="h-5 w-5" strokeWidth={active ? 2.5 : 2} />
                <span className="max-w-full truncate">{i18n._(item.label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
