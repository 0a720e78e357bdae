import { toast } from 'sonner';
import { Workbox } from 'workbox-window';

/*
 * Registers the service worker (scripts/service-worker.mjs builds it) that keeps the app's shell
 * for an offline start. A new release's worker waits; this page then offers "Update available",
 * and Reload lets the new worker take over and loads the page again. The release check
 * (release-watch.ts) may already have reloaded the page from the network (page loads are never
 * served from the cache while online): a worker found waiting at start then only updates the
 * offline copy, silently.
 */
export const UPDATE_TOAST_ID = 'soko-update-available';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', (event) => {
    if (event.wasWaitingBeforeRegister) {
      workbox.messageSkipWaiting();
      return;
    }
    workbox.addEventListener('controlling', () => window.location.reload());
    toast('Update available', {
      id: UPDATE_TOAST_ID,
      description: 'A new version of Soko is ready.',
      duration: Infinity,
      action: { label: 'Reload', onClick: () => workbox.messageSkipWaiting() },
    });
  });
  void workbox.register();
}

/** Asks the browser to look for a newer worker now (the release check saw a new version). */
export async function checkForWorkerUpdate(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  await registration?.update();
}
