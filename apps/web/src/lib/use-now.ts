import { TIMER_TICK_MS } from '@emall/contract';
import { useEffect, useState } from 'react';

/** The current time, refreshed every tick (§9: 1000 ms) while `running`. */
export function useNow(running = true, tickMs: number = TIMER_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock catches up when it starts running
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [running, tickMs]);
  return now;
}
