/** A minute, the limiter's window. */
export const rateWindowMs = 60_000;

/**
 * At most `perMinute` events per key in any 60 s (a sliding window of timestamps), in this
 * process's memory: a server restart forgets it, and each server of several counts its own.
 */
export function createRateLimiter({ perMinute, now = Date.now }: { perMinute: number; now?: () => number }) {
  const events = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - rateWindowMs;
    const kept = (events.get(key) ?? []).filter((time) => time > since);
    if (kept.length > 0) events.set(key, kept);
    else events.delete(key);
    return kept;
  }

  return {
    /** Counts one event for `key` and answers true, or answers false when the key has had its share. */
    take(key: string): boolean {
      // A sweep now and then, so keys not seen for a minute do not pile up.
      if (events.size > 10_000) for (const known of [...events.keys()]) recent(known);
      const kept = recent(key);
      if (kept.length >= perMinute) return false;
      kept.push(now());
      events.set(key, kept);
      return true;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
