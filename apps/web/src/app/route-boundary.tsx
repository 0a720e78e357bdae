import { Trans } from '@lingui/react/macro';
import { useEffect, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { importWithRetry } from '@/lib/import-with-retry';
import type { CatalogueName } from '@/lib/i18n/catalogues';
import { loadCatalogue } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import type { WatchedRouter } from '@/lib/release-watch';
import type * as RouteErrorModule from './route-error';

/*
 * The part of the error handling that ships with the landing page (an error boundary cannot wait
 * for a download), kept tiny for its 150 KiB budget; the screens themselves are in route-error.tsx.
 */
type ErrorScreens = typeof RouteErrorModule;
let screens: Promise<ErrorScreens | undefined> | undefined;
let loadedScreens: ErrorScreens | undefined;
let appRouter: WatchedRouter | undefined;

/**
 * The release watch also lives with the screens, out of the landing page's bundle. It starts when
 * both are here, in whichever order they come: the screens download beside the first page, which
 * the router has loaded before it is handed over (createAppRouter).
 */
export function watchReleasesOf(router: WatchedRouter) {
  appRouter = router;
  loadedScreens?.watchForRelease(router);
}

/** The error screens, or undefined when they too cannot download (asked again next time). */
function loadScreens(): Promise<ErrorScreens | undefined> {
  screens ??= import('./route-error').then(
    (module) => {
      if (appRouter) module.watchForRelease(appRouter);
      return (loadedScreens = module);
    },
    () => (screens = undefined),
  );
  return screens;
}

type PageModule = {
  default: ComponentType;
  /**
   * The queries the page shows, asked for as soon as its code is here: on a first visit beside
   * the session rather than after it, so the page mounts once with its figures instead of
   * mounting its grey blocks and then each card on its own (each a blocking render on a phone).
   * A signed-out visitor's requests are refused (401) and the guard sends them to /login as before;
   * nothing of those answers shows. The trade screen has none: its four cards mounting at once with
   * their data made one longer blocking task than four short ones, and scored lower in two rounds
   * of three (bench/results/web-2711-prefetch.txt).
   */
  prefetch?: (client: typeof queryClient) => void;
};

/**
 * A route's lazy loader: the page's code, downloaded again after a short pause when it fails;
 * after the last failure the route draws the "Couldn't load this page" screen with Retry instead.
 */
export function lazyPage(load: () => Promise<PageModule>, catalogue: CatalogueName) {
  return async () => {
    const errorScreens = loadScreens();
    try {
      // The page's texts arrive with its code: it never renders untranslated.
      const [module] = await Promise.all([importWithRetry(load), loadCatalogue(catalogue)]);
      const { prefetch } = module;
      if (!prefetch) return { Component: module.default };
      // Never awaited: the page still draws at once, with grey blocks where an answer is missing.
      const loader = () => {
        afterFirstPaint(() => prefetch(queryClient));
        return null;
      };
      return { Component: module.default, loader };
    } catch (error) {
      // Without even the error screens, the boundary below offers a plain reload.
      const loaded = await errorScreens;
      if (!loaded) throw error;
      return { Component: loaded.pageLoadFailed(load) };
    }
  };
}

/**
 * Every route's error boundary, so React Router's developer page never shows (React itself logs
 * the error to the console).
 */
export function RouteError() {
  const [errorScreens, setErrorScreens] = useState(loadedScreens);
  useEffect(() => void loadScreens().then(setErrorScreens), []);
  if (errorScreens) return <errorScreens.RouteErrorPage />;
  return (
    <p role="alert" className="p-8 text-center">
      <Trans>
        Couldn&apos;t load this page. <a href="">Retry</a>
      </Trans>
    </p>
  );
}
