import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has come within `rootMargin` of the screen (an IntersectionObserver margin,
 * e.g. '0px 0px 150% 0px': a screen and a half below it); once true, it stays true. False in the
 * server's render and the first render in the browser (so a drawn page hydrates as it was drawn);
 * without IntersectionObserver, true once mounted.
 */
export function useNearScreen(ref: RefObject<Element | null>, rootMargin: string): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- nothing to observe with: near at once, after the render that matched the server's
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, near]);
  return near;
}
