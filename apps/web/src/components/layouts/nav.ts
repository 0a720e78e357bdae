import type { MessageDescriptor } from '@lingui/core';
import type { LucideIcon } from 'lucide-react';

export interface NavItem {
  /** A message descriptor (msg``): the menus translate it where they draw it. */
  label: MessageDescriptor;
  to: string;
  icon: LucideIcon;
  /** Highlight only on this exact path (index routes such as /dashboard and /admin). */
  exact?: boolean;
  children?: NavItem[];
}

/**
 * product-spec.md section 2: an entry is highlighted when the path equals its route or begins
 * with it followed by a slash. An index route is exact, or it would light up on every page.
 */
export function isNavActive(pathname: string, item: Pick<NavItem, 'to' | 'exact'>): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === item.to) return true;
  return !item.exact && path.startsWith(`${item.to}/`);
}
