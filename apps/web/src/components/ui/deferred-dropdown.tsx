import { Slot } from 'radix-ui';
import { useState, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { deferredModule, type DeferredModule } from '@/lib/deferred-module';
import { useDeferredParts } from '@/lib/use-deferred-parts';
import type * as DropdownParts from './dropdown-menu';

export type MenuParts = typeof DropdownParts;

/**
 * The dropdown menus' code (Radix's menu with Floating UI, 18 KB compressed) is downloaded once the
 * page has loaded and the browser is idle, not with the page: the dashboard's and My Wallet's
 * Deposit, Withdraw and Manage Assets menus were the only reason those pages' first download held
 * it (issue 16). ESLint keeps dropdown-menu.tsx out of every other static import.
 */
export const dropdownParts = deferredModule<MenuParts>(() => import('./dropdown-menu'));

type TriggerProps = ComponentProps<'button'>;

/**
 * A dropdown menu whose button shows at once. Until the menu's code has arrived the button is a
 * plain one: a press downloads the code and the menu opens as soon as it is here. When the code
 * arrives, the button that had the keyboard's focus keeps it.
 */
export function DeferredDropdown({
  trigger,
  children,
  source = dropdownParts,
}: {
  /** The button that opens the menu. */
  trigger: ReactElement<TriggerProps>;
  /** The menu itself (DropdownMenuContent and its items), drawn with the downloaded parts. */
  children: (parts: MenuParts) => ReactNode;
  /** Where the parts come from: the one shared download, unless a test holds its own back. */
  source?: DeferredModule<MenuParts>;
}) {
  const { parts, buttonRef } = useDeferredParts(source);
  const [pressedEarly, setPressedEarly] = useState(false);

  if (!parts) {
    return (
      <Slot.Root
        ref={buttonRef}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => {
          setPressedEarly(true);
          // Offline with nothing cached: the button stays as it is, and the next press tries again.
          source.load().catch(() => setPressedEarly(false));
        }}
      >
        {trigger}
      </Slot.Root>
    );
  }
  return (
    <parts.DropdownMenu defaultOpen={pressedEarly}>
      <parts.DropdownMenuTrigger asChild ref={buttonRef}>
        {trigger}
      </parts.DropdownMenuTrigger>
      {children(parts)}
    </parts.DropdownMenu>
  );
}
