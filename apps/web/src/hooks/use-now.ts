import { useEffect, useState } from 'react';

/**
 * The time now, renewed every `everyMs`: for what a screen says about due dates, which must not
 * change from one render to the next by accident.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
