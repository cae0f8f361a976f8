import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` parts to draw: `first` at once, then `step` more in each later task, in a
 * transition. Each step's new markup is laid out and painted in a frame of its own, short enough to
 * stay under Lighthouse's 12.5 ms line at 1× CPU (issue 16), instead of one long frame for all.
 */
export function useDrawnCount(total: number, first: number, step: number): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= total) return undefined;
    const timer = setTimeout(() => startTransition(() => setDrawn(drawn + step)));
    return () => clearTimeout(timer);
  }, [drawn, total, step]);
  return drawn;
}
