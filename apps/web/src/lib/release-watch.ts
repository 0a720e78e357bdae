import { fetchServedVersion, reloadOnceFor, runningVersion } from './release-check';

export interface WatchedRouter {
  subscribe(
    listener: (state: { navigation: { location?: { pathname: string } } }) => void,
  ): unknown;
  createHref(location: { pathname: string }): string;
}

/**
 * A tab left open across a release keeps running old code against the new server. Whenever the
 * tab comes back into view it asks which build is served; when it is a newer one, the next page
 * change becomes a full load of that page (once), so nothing the trader is typing is lost.
 */
export function watchForRelease(router: WatchedRouter) {
  let newerVersion: string | null = null;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || newerVersion) return;
    void fetchServedVersion().then((served) => {
      if (!served || served === runningVersion()) return;
      newerVersion = served;
      // The offline copy follows too: the new worker installs, and "Update available" shows.
      void import('./service-worker').then((worker) => worker.checkForWorkerUpdate());
    });
  });
  router.subscribe(({ navigation }) => {
    const target = navigation.location;
    if (!newerVersion || !target) return;
    reloadOnceFor(newerVersion, { reload: () => location.assign(router.createHref(target)) });
  });
}
