let painted = false;

/**
 * Runs `task` once the page has painted its first frame; at once after that. A page's data
 * requests asked for before the first paint hold it back on a slow connection (and Lighthouse's
 * simulation counts them on the way to the first paint), so they wait for that one frame.
 */
export function afterFirstPaint(task: () => void) {
  if (painted || typeof requestAnimationFrame === 'undefined') {
    task();
    return;
  }
  // The animation frame runs just before the paint; the timeout after it, once painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      painted = true;
      task();
    }, 0),
  );
}
