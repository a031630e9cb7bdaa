import { useCallback, useSyncExternalStore } from 'react';

/** Phones are narrower than this; the header's menu button and the products page's filters follow it. */
export const MOBILE_BREAKPOINT_PX = 768;

/** Whether a media query matches now (false where matchMedia is missing). */
function mediaMatches(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether a media query matches, kept up to date. False on the server and while the page hydrates
 * (the server cannot know; the first render must match its HTML), then the browser's answer.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaMatches(query), () => false);
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/** Below the mobile breakpoint (768 px). */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`);

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's inner width, updated on resize; null on the server and while the page hydrates. */
export function useViewportWidth(): number | null {
  return useSyncExternalStore(subscribeResize, () => window.innerWidth, () => null);
}

const noSubscription = () => () => {};

/**
 * Today in the visitor's browser; null on the server and while the page hydrates, because the
 * server's clock and time zone are not the visitor's (the first render must match the server's HTML).
 */
export function useToday(): Date | null {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return hydrated ? new Date() : null;
}
