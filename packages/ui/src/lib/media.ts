import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` breakpoint (40rem): the layouts that stack or show cards instead of tables. */
export const PHONE_MEDIA_QUERY = '(width < 40rem)';

/**
 * Whether a media query matches, kept current. Where a layout differs by screen size and both
 * versions are costly (a table and its cards), render only the one shown instead of hiding one by CSS.
 * Without `matchMedia` (jsdom) nothing matches: the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per render of a list would be parsed again each time; one per mount suffices.
  const list = useMemo(
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null),
    [query],
  );
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list?.matches ?? false,
    () => false,
  );
}

/**
 * Whether the element has come within `margin` of the viewport, once (it stays true). Heavy parts
 * below the fold (charts on a phone) wait for it, so the first screen is ready sooner. Without
 * `IntersectionObserver` (jsdom) it is true at once.
 */
export function useNearViewport<TElement extends Element>(
  margin = '200px',
): [(element: TElement | null) => void, boolean] {
  const [element, setElement] = useState<TElement | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, near]);
  return [setElement, near];
}
