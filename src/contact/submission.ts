/**
 * Per-submission ids for the gateway's idempotency: every try of one unchanged message
 * carries the same id, so a retry after a lost answer is delivered once; a changed message
 * or the next message after a success gets a new one.
 */
import type { ContactMessage } from "./schema.ts";

export interface SubmissionIds {
  /** The id for this message: the previous one if the message is unchanged since. */
  idFor(message: ContactMessage): string;
  /** The message arrived: the next one, even if identical, is a new submission. */
  delivered(): void;
}

export function createSubmissionIds(newId: () => string = randomId): SubmissionIds {
  let current: { key: string; id: string } | undefined;
  return {
    idFor(message) {
      const key = JSON.stringify([
        message.name,
        message.email,
        message.company,
        message.subject,
        message.message,
      ]);
      if (current?.key !== key) current = { key, id: newId() };
      return current.id;
    },
    delivered() {
      current = undefined;
    },
  };
}

/** crypto.randomUUID, or the same v4 layout from getRandomValues outside a secure context. */
export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
