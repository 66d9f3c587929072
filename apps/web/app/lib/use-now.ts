import { useEffect, useState } from 'react';

/**
 * The time, refreshed every minute: the shipping date moves on at the order cut-off (14:00) and
 * at midnight, and a customer may leave the page open across either.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
