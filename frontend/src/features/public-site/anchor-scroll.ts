import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Spec section 2: anchors scroll with an offset of -60 px over 200 ms. */
export const ANCHOR_SCROLL_OFFSET_PX = -60;
export const ANCHOR_SCROLL_DURATION_MS = 200;

/** Where the window scrolls to show `element` under the header. */
export function anchorScrollTarget(element: Element, scrollY: number): number {
  return Math.max(0, element.getBoundingClientRect().top + scrollY + ANCHOR_SCROLL_OFFSET_PX);
}

/** Scrolls to the location's #anchor once `ready`, easing over the spec's duration. */
export function useAnchorScroll(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const element = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!element) return;
    const from = window.scrollY;
    const to = anchorScrollTarget(element, from);
    const started = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / ANCHOR_SCROLL_DURATION_MS);
      const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
      window.scrollTo(0, from + (to - from) * eased);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [hash, ready]);
}
