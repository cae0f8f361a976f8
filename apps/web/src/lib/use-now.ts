import { TIMER_TICK_MS } from '@emall/contract';
import { createContext, useContext, useEffect, useState } from 'react';

const RenderTime = createContext<number | null>(null);

/**
 * The time a server render drew its page at (issue 16), for the browser's hydrating render too:
 * a countdown drawn from it matches the server's markup, and the clock catches up right after
 * (a useNow started from it catches up once mounted). Null on a page the browser draws alone.
 */
export const RenderTimeProvider = RenderTime.Provider;

/** The current time, refreshed every tick (§9: 1000 ms) while `running`. */
export function useNow(running = true, tickMs: number = TIMER_TICK_MS): number {
  const renderedAt = useContext(RenderTime);
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  const fromServer = renderedAt !== null;
  useEffect(() => {
    if (!running && !fromServer) return undefined;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the clock catches up when it starts running, and from a server's render time once mounted
    setNow(Date.now());
    if (!running) return undefined;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [running, tickMs, fromServer]);
  return now;
}
