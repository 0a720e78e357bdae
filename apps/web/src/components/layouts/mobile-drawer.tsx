import { Menu, X } from 'lucide-react';
import { Dialog as DialogPrimitive, VisuallyHidden } from 'radix-ui';
import type { ReactNode, Ref } from 'react';
import { Brand } from './brand';
import { MENU_BUTTON_CLASS } from './menu-button';

/**
 * The phone's drawer (mobile-nav.tsx): a Radix dialog, so focus stays inside it, Escape and the
 * backdrop close it, and focus returns to the menu button. Downloaded after the page with its
 * menu button (Radix's dialog with its scroll lock and focus trap, issue 16); the texts come from
 * mobile-nav.tsx, already in the page's catalogue.
 */
export function MobileDrawer({
  open,
  onOpenChange,
  buttonRef,
  labels,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  buttonRef: Ref<HTMLButtonElement>;
  labels: { open: string; close: string; title: ReactNode };
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger
        ref={buttonRef}
        aria-label={labels.open}
        className={MENU_BUTTON_CLASS}
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
            <DialogPrimitive.Title>{labels.title}</DialogPrimitive.Title>
          </VisuallyHidden.Root>
          <div className="flex h-16 shrink-0 items-center justify-between border-b border-slate-100 pr-2 pl-4">
            <Brand />
            <DialogPrimitive.Close
              aria-label={labels.close}
              className="inline-flex h-11 w-11 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <X aria-hidden className="h-5 w-5" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
