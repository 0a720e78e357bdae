import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import type { DeferredModule } from '@/lib/deferred-module';
import { whenPageIdle } from '@/lib/when-page-idle';

/**
 * For a control whose button shows at once and whose code comes after the page (a dropdown menu,
 * the phone's drawer): the downloaded module once it is here (null before), its download started
 * once the page is idle, and `buttonRef` for the button, whichever of the two is drawn. The plain
 * button is replaced by the real one when the code arrives: if it had the keyboard's focus, the
 * real one gets it.
 */
export function useDeferredParts<M>(source: DeferredModule<M>) {
  const buttonRef = useRef<HTMLButtonElement | null>(null);
  const hadFocus = useRef(false);
  // Called when the code arrives, before React replaces the button: note whether it has the focus.
  const subscribe = useCallback(
    (listener: () => void) =>
      source.subscribe(() => {
        hadFocus.current =
          buttonRef.current !== null && document.activeElement === buttonRef.current;
        listener();
      }),
    [source],
  );
  const parts = useSyncExternalStore(subscribe, source.current, () => null);

  useEffect(
    () => (parts ? undefined : whenPageIdle(() => void source.load().catch(() => undefined))),
    [parts, source],
  );
  useLayoutEffect(() => {
    if (!parts || !hadFocus.current) return;
    hadFocus.current = false;
    buttonRef.current?.focus();
  }, [parts]);

  return { parts, buttonRef };
}
