import { EXPOSURE_VISIBLE_MS } from '@emall/contract';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Share of the element that must be on screen to count as seen. */
const VISIBLE_RATIO = 0.5;

/**
 * Calls `onExposed` once, when the element has stayed visible for 1000 ms (§9 exposure); leaving
 * the screen before that restarts the wait. Needs IntersectionObserver (without it: never).
 */
export function useExposure(ref: RefObject<Element | null>, onExposed: () => void): void {
  const callback = useRef(onExposed);
  useLayoutEffect(() => {
    callback.current = onExposed;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let done = false;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry || done) return;
        const visible = entry.isIntersecting && entry.intersectionRatio >= VISIBLE_RATIO;
        if (visible && timer === null) {
          timer = setTimeout(() => {
            done = true;
            observer.disconnect();
            callback.current();
          }, EXPOSURE_VISIBLE_MS);
        } else if (!visible && timer !== null) {
          clearTimeout(timer);
          timer = null;
        }
      },
      { threshold: [0, VISIBLE_RATIO, 1] },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (timer !== null) clearTimeout(timer);
    };
  }, [ref]);
}
