import { t } from '@lingui/core/macro';
import { toast } from '@/lib/toasts';

/*
 * Registers the service worker (scripts/service-worker.mjs builds it) that keeps the app's shell
 * for an offline start. A new release's worker waits; this page then offers "Update available",
 * and Reload lets the new worker take over and loads the page again. The release check
 * (release-watch.ts) may already have reloaded the page from the network (page loads are never
 * served from the cache while online): a worker found waiting at start then only updates the
 * offline copy, silently.
 *
 * The browser's own API, not workbox-window: the few lines below are all it did for us, and the
 * landing page's JavaScript budget (150 KiB) has no room for a library here.
 */
export const UPDATE_TOAST_ID = 'soko-update-available';

/** Workbox's generated worker skips waiting when it receives this message. */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

function offerUpdate(waiting: ServiceWorker): void {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  // In the language on screen when the update arrives (Lingui's global instance, set by lib/i18n).
  toast(t`Update available`, {
    id: UPDATE_TOAST_ID,
    description: t`A new version of Soko is ready.`,
    duration: Infinity,
    action: { label: t`Reload`, onClick: () => waiting.postMessage(SKIP_WAITING) },
  });
}

/** Calls back once the installing worker has installed and waits behind the current one. */
function whenWaiting(worker: ServiceWorker, onWaiting: (waiting: ServiceWorker) => void): void {
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed' && navigator.serviceWorker.controller) onWaiting(worker);
  });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .register('/sw.js')
    .then((registration) => {
      // Waiting before this page registered: the page came from the network, so the new
      // worker only refreshes the offline copy.
      registration.waiting?.postMessage(SKIP_WAITING);
      registration.addEventListener('updatefound', () => {
        const installing = registration.installing;
        if (installing) whenWaiting(installing, offerUpdate);
      });
    })
    .catch(() => {
      // No worker (blocked, private mode, old browser): the app works online without one.
    });
}

/** Asks the browser to look for a newer worker now (the release check saw a new version). */
export async function checkForWorkerUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  await registration?.update();
}
