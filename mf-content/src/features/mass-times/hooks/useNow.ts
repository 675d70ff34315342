import { useEffect, useState } from 'react';
import { useRenderClock } from '@parish/shared-web';

/** How often the time is read again: a streamed Mass opens within this of its time. */
const TICK_MS = 15_000;

/**
 * Now, in ms: the server's moment while the page hydrates (so the HTML and
 * the first render agree), then the visitor's clock, read again every 15 s.
 */
export function useNow(): number {
  const clock = useRenderClock();
  const [tick, setTick] = useState<number | null>(null);
  useEffect(() => {
    if (clock.fromServer) return;
    const timer = window.setInterval(() => setTick(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [clock.fromServer]);
  return tick ?? clock.now.getTime();
}
