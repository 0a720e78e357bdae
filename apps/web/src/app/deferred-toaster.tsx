import { useLingui } from '@lingui/react/macro';
import { createElement, useEffect, useSyncExternalStore } from 'react';
import { loadToasts, toasterStore } from '@/lib/toasts';
import { whenPageIdle } from '@/lib/when-page-idle';

/**
 * sonner's `<Toaster>`, once sonner has been downloaded (lib/toasts.ts): after the page has loaded
 * and the browser is idle, or as soon as a toast is asked for. Its download never competes with
 * the page's own code and first data on a slow connection. A download that fails (offline) draws
 * nothing and breaks nothing: the next toast asked for tries again.
 */
export function DeferredToaster() {
  const { t } = useLingui();
  const Toaster = useSyncExternalStore(toasterStore.subscribe, toasterStore.toaster, () => null);
  useEffect(
    () => (Toaster ? undefined : whenPageIdle(() => void loadToasts().catch(() => undefined))),
    [Toaster],
  );
  if (!Toaster) return null;
  // The downloaded module's one Toaster function: the same component on every render.
  return createElement(Toaster, {
    position: 'top-center',
    richColors: true,
    closeButton: true,
    duration: 5000,
    // sonner names its region and close buttons in English ("Notifications", "Close toast"); a
    // screen reader in Kiswahili hears them in Kiswahili. Its close button's look and 44 px
    // target are in components/ui/toast.css.
    containerAriaLabel: t`Notifications`,
    toastOptions: { closeButtonAriaLabel: t`Close` },
  });
}
