import { Trans, useLingui } from '@lingui/react/macro';
import { Menu, X } from 'lucide-react';
import { Dialog as DialogPrimitive, VisuallyHidden } from 'radix-ui';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/cn';
import '@/components/ui/dialog.css';
import { Brand } from './brand';
import { isNavActive, type NavItem } from './nav';

/**
 * Below 768 px: a 64 px top bar whose menu button opens a left drawer (85 % wide, at most
 * 300 px), and a 64 px bottom bar. The drawer is a Radix dialog, so focus stays inside it,
 * Escape and the backdrop close it, and focus returns to the menu button.
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
  return (
    <header className="fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-2 backdrop-blur md:hidden">
      <DialogPrimitive.Root open={drawerOpen} onOpenChange={onDrawerOpenChange}>
        <DialogPrimitive.Trigger
          aria-label={t`Open menu`}
          className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
        >
          <Menu aria-hidden className="h-6 w-6" />
        </DialogPrimitive.Trigger>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay
            data-soko-animated=""
            className="fixed inset-0 z-40 bg-slate-950/50 data-[state=closed]:animate-[soko-fade-out_150ms_ease-in] data-[state=open]:animate-[soko-fade-in_200ms_ease-out] md:hidden"
          />
          <DialogPrimitive.Content
            data-soko-animated=""
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-[85%] max-w-[300px] flex-col bg-white shadow-xl data-[state=closed]:animate-[soko-slide-out-left_150ms_ease-in] data-[state=open]:animate-[soko-slide-in-left_200ms_ease-out] md:hidden"
          >
            <VisuallyHidden.Root asChild>
              <DialogPrimitive.Title>
                <Trans>Menu</Trans>
              </DialogPrimitive.Title>
            </VisuallyHidden.Root>
            <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 pr-2 pl-4">
              <Brand />
              <DialogPrimitive.Close
                aria-label={t`Close menu`}
                className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              >
                <X aria-hidden className="h-5 w-5" />
              </DialogPrimitive.Close>
            </div>
            {drawer}
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
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
