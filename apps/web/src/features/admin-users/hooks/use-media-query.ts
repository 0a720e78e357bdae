import { MOBILE_BREAKPOINT_PX } from '@soko/shared';
import { useSyncExternalStore } from 'react';

function subscribe(query: string, onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => subscribe(query, onChange),
    () => window.matchMedia(query).matches,
  );
}

/** At 768 px and wider the users show as a table; below, as cards (one tree, not both). */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${MOBILE_BREAKPOINT_PX}px)`);
}
