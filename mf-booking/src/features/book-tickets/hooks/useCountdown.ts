import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Whole seconds left until `deadline` (ms, this device's clock), ticking
 * each second; null without a deadline. `onEnd` runs once when it passes.
 */
export function useCountdown(deadline: number | null, onEnd: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const end = useEffectEvent(onEnd);

  useEffect(() => {
    if (deadline === null) return;
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) {
        window.clearInterval(timer);
        end();
      }
    }, 1_000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  return deadline === null ? null : Math.max(0, Math.ceil((deadline - now) / 1_000));
}

/** `125` → `2:05`. */
export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
