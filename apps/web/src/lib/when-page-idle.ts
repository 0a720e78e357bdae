/** How long after the page's load an idle browser still waits before running the work. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the page has loaded and the browser is idle (or IDLE_TIMEOUT_MS after the load,
 * whichever comes first): for downloads no page needs while it loads, so that they never compete
 * with the page's own code and first data on a slow connection (issue 16). Answers a function that
 * cancels it.
 */
export function whenPageIdle(work: () => void): () => void {
  let idle: number | undefined;
  const whenLoaded = () => {
    idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(work, IDLE_TIMEOUT_MS);
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
