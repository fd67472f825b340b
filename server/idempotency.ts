import { createHash } from "node:crypto";
import type { GatewayConfig } from "./config.ts";
import { isSuccess, type Answer } from "./http.ts";
import type { MailMessage } from "./message.ts";

/**
 * Idempotency is keyed by (submission id, content hash): the same id with the same content is
 * the same submission and is answered as before without a second delivery; the same id with
 * different content is a client bug or a collision, answered 409 instead of being dropped.
 */

/** SHA-256 of everything the message carries except its submission id, in a stable order. */
export function contentHash(message: MailMessage): string {
  const entries = Object.entries(message)
    .filter(([name, value]) => name !== "submissionId" && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash("sha256").update(JSON.stringify(entries)).digest("hex");
}

export const REUSED_ID_MESSAGE =
  "This submission id was already used for a different message; send it with a new id";

export function reusedIdAnswer(): Answer {
  return { status: 409, body: JSON.stringify({ message: REUSED_ID_MESSAGE }) };
}

/**
 * The in-memory form, for hosts without a spool (sink mode, serverless functions): remembers
 * the answer per submission id for a while. A pending delivery is shared by concurrent
 * duplicates; a failed one is forgotten, so the visitor's retry can still get through.
 */
export function createIdempotencyCache(limits: GatewayConfig["idempotency"], now: () => number) {
  const entries = new Map<string, { expiresAt: number; hash: string; answer: Promise<Answer> }>();

  function prune(time: number): void {
    // Entries are inserted with a constant time-to-live, so insertion order is expiry order.
    for (const [key, entry] of entries) {
      if (entry.expiresAt > time && entries.size <= limits.maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    run(key: string | undefined, hash: string, work: () => Promise<Answer>): Promise<Answer> {
      if (key === undefined) return work();
      const time = now();
      prune(time);
      const existing = entries.get(key);
      if (existing) {
        return existing.hash === hash ? existing.answer : Promise.resolve(reusedIdAnswer());
      }
      const entry = { expiresAt: time + limits.ttlMs, hash, answer: work() };
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
