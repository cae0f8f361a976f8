/**
 * Runs `fn` at most once per `ms`: at once on the first call, then once more at the end of the
 * window if called meanwhile (so the last position is always handled).
 */
export function throttle(fn: () => void, ms: number): { run: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const fire = (): void => {
    last = Date.now();
    timer = null;
    fn();
  };
  return {
    run: () => {
      const wait = last + ms - Date.now();
      if (wait <= 0) fire();
      else timer ??= setTimeout(fire, wait);
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
    },
  };
}
