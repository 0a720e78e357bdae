import { useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DisclosureContent, DisclosureTrigger } from '@/components/ui/disclosure';
import { cn } from '@/lib/cn';
import { CollapsedHint } from './collapsed-hint';
import { isNavActive, type NavItem } from './nav';

interface NavListProps {
  items: NavItem[];
  /** Icons only, each labelled by a tooltip (the admin's collapsed sidebar). */
  collapsed?: boolean;
  /** Called after a link is chosen: the drawer closes itself with it. */
  onNavigate?: () => void;
  label: string;
}

const entryBaseClass = 'flex items-center gap-3 rounded-lg text-sm font-medium transition-colors';
const entryIdleClass = 'text-slate-600 hover:bg-slate-100 hover:text-slate-900';
const entryActiveClass = 'bg-brand-50 text-brand-800';

export function NavList({ items, collapsed = false, onNavigate, label }: NavListProps) {
  return (
    <nav aria-label={label}>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            {item.children && !collapsed ? (
              <NavGroup item={item} subItems={item.children} onNavigate={onNavigate} />
            ) : (
              <NavEntry item={item} collapsed={collapsed} onNavigate={onNavigate} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function NavEntry({
  item,
  collapsed,
  onNavigate,
  nested = false,
}: {
  item: NavItem;
  collapsed?: boolean;
  onNavigate?: (() => void) | undefined;
  nested?: boolean;
}) {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const active = isNavActive(pathname, item);
  const Icon = item.icon;
  const label = i18n._(item.label);
  const link = (
    <Link
      to={item.to}
      onClick={onNavigate}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      className={cn(
        entryBaseClass,
        active ? entryActiveClass : entryIdleClass,
        nested ? 'min-h-10 max-md:min-h-11' : 'min-h-11',
        collapsed ? 'justify-center px-0' : 'px-3',
        nested && 'pl-11',
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          'shrink-0',
          nested ? 'h-4 w-4' : 'h-5 w-5',
          active ? 'text-brand-700' : 'text-slate-400',
        )}
      />
      {collapsed ? null : <span className="truncate">{label}</span>}
    </Link>
  );
  if (!collapsed) return link;
  return <CollapsedHint label={label}>{link}</CollapsedHint>;
}

/**
 * An entry with a submenu (Wallet → Deposit, Withdraw). The submenu opens on click, and opens by
 * itself whenever the entry or one of its children becomes the current page.
 */
function NavGroup({
  item,
  subItems,
  onNavigate,
}: {
  item: NavItem;
  subItems: NavItem[];
  onNavigate?: (() => void) | undefined;
}) {
  const { i18n, t } = useLingui();
  const { pathname } = useLocation();
  const active = isNavActive(pathname, item);
  const [open, setOpen] = useState(active);
  // Adjusting state during render (not in an effect) opens it in the same paint as the page.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) setOpen(true);
  }
  // On a child page the parent is highlighted by colour only, so one row carries the background.
  const current = isNavActive(pathname, { to: item.to, exact: true });
  const Icon = item.icon;
  const label = i18n._(item.label);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an element id, not a text
  const contentId = `nav-group-${item.to.replace(/\W+/g, '-')}`;
  return (
    <div>
      <div
        className={cn(
          'flex items-center rounded-lg',
          current
            ? entryActiveClass
            : active
              ? 'text-brand-800 hover:bg-slate-100'
              : entryIdleClass,
        )}
      >
        <Link
          to={item.to}
          onClick={() => {
            setOpen(true);
            onNavigate?.();
          }}
          aria-current={current ? 'page' : undefined}
          className={cn(
            entryBaseClass,
            'min-h-11 flex-1 px-3 hover:bg-transparent',
            active ? 'text-brand-800' : '',
          )}
        >
          <Icon
            aria-hidden
            className={cn('h-5 w-5 shrink-0', active ? 'text-brand-700' : 'text-slate-400')}
          />
          <span className="truncate">{label}</span>
        </Link>
        <DisclosureTrigger
          open={open}
          onOpenChange={setOpen}
          controls={contentId}
          aria-label={open ? t`Hide ${label} options` : t`Show ${label} options`}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-200/60 hover:text-slate-900"
        >
          <ChevronDown
            aria-hidden
            className={cn('h-4 w-4 transition-transform', open && 'rotate-180')}
          />
        </DisclosureTrigger>
      </div>
      <DisclosureContent open={open} id={contentId}>
        <ul className="mt-1 space-y-1">
          {subItems.map((child) => (
            <li key={child.to}>
              <NavEntry item={child} onNavigate={onNavigate} nested />
            </li>
          ))}
        </ul>
      </DisclosureContent>
    </div>
  );
}
