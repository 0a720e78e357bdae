import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadToasts, toasterStore, wantToaster } from '@/lib/toasts';

const Toaster = lazy(() => loadToasts().then((sonner) => ({ default: sonner.Toaster })));

/** How long after the page's load an idle browser still waits before fetching sonner. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * sonner's `<Toaster>`, mounted once the page has loaded and the browser is idle, or at once when
 * a toast is asked for earlier (lib/toasts.ts): its download never competes with the page's own
 * code and first data on a slow connection, and it is there before the trader's first tap.
 */
export function DeferredToaster() {
  const wanted = useSyncExternalStore(toasterStore.subscribe, toasterStore.wanted, () => false);
  useEffect(() => {
    if (wanted) return;
    let idle: number | undefined;
    const whenIdle = () => {
      idle =
        typeof requestIdleCallback === 'function'
          ? requestIdleCallback(wantToaster, { timeout: IDLE_TIMEOUT_MS })
          : window.setTimeout(wantToaster, IDLE_TIMEOUT_MS);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [wanted]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton duration={5000} />
    </Suspense>
  );
}
