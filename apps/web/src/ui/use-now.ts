import { useEffect, useState } from 'react';

const TICK_MS = 60_000;

/** The current time, renewed every minute so chips and seat lines follow the clock. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
