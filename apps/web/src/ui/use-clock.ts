import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so countdowns follow the clock without waiting in code. */
export function useClock(intervalMs = 1000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
