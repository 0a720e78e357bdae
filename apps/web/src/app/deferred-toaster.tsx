import { createElement, useEffect, useSyncExternalStore } from 'react';
import { loadToasts, toasterStore } from '@/lib/toasts';

/** How long after the page's load an idle browser still waits before fetching sonner. */
const IDLE_TIMEOUT_MS = 2000;

/** Starts sonner's download once the page has loaded and the browser is idle. */
function downloadWhenIdle(): () => void {
  let idle: number | undefined;
  const download = () => void loadToasts().catch(() => undefined);
  const whenLoaded = () => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(download, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(download, IDLE_TIMEOUT_MS);
  };
  if (document.readyState === 'complete') whenLoaded();
  else window.addEventListener('load', whenLoaded, { once: true });
  return () => {
    window.removeEventListener('load', whenLoaded);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * sonner's `<Toaster>`, once sonner has been downloaded (lib/toasts.ts): after the page has loaded
 * and the browser is idle, or as soon as a toast is asked for. Its download never competes with
 * the page's own code and first data on a slow connection. A download that fails (offline) draws
 * nothing and breaks nothing: the next toast asked for tries again.
 */
export function DeferredToaster() {
  const Toaster = useSyncExternalStore(toasterStore.subscribe, toasterStore.toaster, () => null);
  useEffect(() => (Toaster ? undefined : downloadWhenIdle()), [Toaster]);
  if (!Toaster) return null;
  // The downloaded module's one Toaster function: the same component on every render.
  return createElement(Toaster, {
    position: 'top-center',
    richColors: true,
    closeButton: true,
    duration: 5000,
  });
}
