/**
 * The build this tab runs, as index.html names it (a meta tag the build writes; read from the page
 * rather than compiled in, so the code files stay the same from build to build). The server names
 * the build it serves in the header below.
 */
export const runningVersion = () =>
  document.querySelector<HTMLMetaElement>('meta[name="soko-version"]')?.content;
export const VERSION_HEADER = 'x-soko-version';
const RELOADED_KEY = 'soko.reloaded-for-version';

/** The build the server serves now, or null when it cannot be asked (offline, dev server). */
export async function fetchServedVersion(): Promise<string | null> {
  try {
    const response = await fetch('/', { method: 'HEAD', cache: 'no-store' });
    return response.headers.get(VERSION_HEADER);
  } catch {
    return null;
  }
}

interface ReloadDeps {
  running?: string;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
}

/**
 * Reloads once for a given newer build. The note in sessionStorage stops a loop when the reload
 * still meets the old build (a cache on the way, a half-finished deploy): that version never
 * triggers a second reload in this tab.
 */
export function reloadOnceFor(servedVersion: string | null, deps: ReloadDeps = {}): boolean {
  const {
    running = runningVersion(),
    storage = sessionStorage,
    reload = () => location.reload(),
  } = deps;
  if (!servedVersion || !running || servedVersion === running) return false;
  try {
    if (storage.getItem(RELOADED_KEY) === servedVersion) return false;
    storage.setItem(RELOADED_KEY, servedVersion);
  } catch {
    // Without storage there is no loop guard, so no automatic reload either.
    return false;
  }
  reload();
  return true;
}

/** Asks the server which build it serves and reloads once when it is a newer one. */
export async function reloadIfNewRelease(): Promise<boolean> {
  return reloadOnceFor(await fetchServedVersion());
}
