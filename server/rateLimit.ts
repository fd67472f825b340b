const RATE_WINDOW_MS = 60_000;
const MAX_TRACKED_IPS = 10_000;

/** Sliding window per key; answers the seconds to wait when the key is over its limit. */
export function createRateLimiter(limit: number, now: () => number) {
  const hits = new Map<string, number[]>();
  return {
    take(key: string): number | undefined {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > time - RATE_WINDOW_MS);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? time;
        return Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - time) / 1000));
      }
      hits.set(key, [...recent, time]);
      // Map keeps insertion order and take() re-inserts, so the first key is the stalest.
      while (hits.size > MAX_TRACKED_IPS) hits.delete(hits.keys().next().value ?? "");
      return undefined;
    },
  };
}
