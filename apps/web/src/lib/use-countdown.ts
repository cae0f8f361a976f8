import { TIMER_TICK_MS } from '@emall/contract';
import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown ticking once a second (§9 timer tick) down to 0. */
export function useCountdown(): { seconds: number; start: (seconds: number) => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return undefined;
    const timer = setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), TIMER_TICK_MS);
    return () => clearTimeout(timer);
  }, [seconds]);
  const start = useCallback((from: number) => setSeconds(Math.max(0, Math.floor(from))), []);
  return { seconds, start };
}
