import { MOBILE_BREAKPOINT_PX } from '@soko/shared';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const QUERY = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * True at 768 px and wider, where admin lists show as tables; below they show as cards. Lists
 * render one tree or the other, never both hidden by CSS, so a long page does twice less work.
 */
export function useIsDesktop(): boolean {
  // Pre-rendered pages are drawn phone-first; hydration then moves to the real width at once.
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
