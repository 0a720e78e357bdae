import { MOBILE_BREAKPOINT_PX } from '@soko/shared';
import { useSyncExternalStore } from 'react';

function subscribe(query: string, onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * At 768 px and wider the history is a table; below it, cards. One tree is rendered, not both
 * hidden by CSS, so a phone does not build a table it never shows.
 */
export function useIsDesktop(): boolean {
  const query = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;
  return useSyncExternalStore(
    (onChange) => subscribe(query, onChange),
    () => window.matchMedia(query).matches,
  );
}
