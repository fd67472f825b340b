import type { GatewayConfig } from "./config.ts";
import { isSuccess, type Answer } from "./http.ts";

/**
 * Remembers the answer per submission id, so a retried or repeated submission delivers once.
 * A pending delivery is shared by concurrent duplicates; a failed one is forgotten, so the
 * visitor's retry can still get through.
 */
export function createIdempotencyCache(limits: GatewayConfig["idempotency"], now: () => number) {
  const entries = new Map<string, { expiresAt: number; answer: Promise<Answer> }>();

  function prune(time: number): void {
    // Entries are inserted with a constant time-to-live, so insertion order is expiry order.
    for (const [key, entry] of entries) {
      if (entry.expiresAt > time && entries.size <= limits.maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    run(key: string | undefined, work: () => Promise<Answer>): Promise<Answer> {
      if (key === undefined) return work();
      const time = now();
      prune(time);
      const existing = entries.get(key);
      if (existing) return existing.answer;
      const entry = { expiresAt: time + limits.ttlMs, answer: work() };
      entries.set(key, entry);
      prune(time);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.answer.then((answer) => (isSuccess(answer.status) ? undefined : forget()), forget);
      return entry.answer;
    },
  };
}
