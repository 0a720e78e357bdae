import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `marginPx` of the screen, and from then on. A heavy part
 * below the fold on a phone (the trade screen's chart: 160 KB of code and a canvas) waits until it
 * is about to be seen, so its download and first draw do not block the page's first seconds; on a
 * large screen, where it is in view at once, it starts as before. Without IntersectionObserver
 * (an old browser, a test's DOM) the part is shown at once.
 */
export function useNearScreen(ref: RefObject<Element | null>, marginPx = 300): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${marginPx}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, marginPx]);
  return near;
}
