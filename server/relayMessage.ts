import type { Answer } from "./http.ts";
import type { AttemptRecord, PendingRecord, SpoolContents } from "./spool.ts";

/**
 * The life of one message in the relay, as a named state machine. server/delivery.ts drives
 * it (the visitor's request and the retry loop); server/attempt.ts makes one attempt.
 *
 *            submit                       attempt done: kept
 *   (new) ----------> sending <------------------------------> queued
 *                       |   loop: due at nextAt                  ^
 *                       |                                        | restart: spool read back
 *                       |-- Mailgun has it --> delivered         |
 *                       '-- Mailgun refuses it --> rejected   (spool)
 *
 * - sending: the visitor's request is delivering it (retries and their waits included), or
 *   the retry loop is making an attempt. Nothing else touches it meanwhile.
 * - queued: spooled, waiting for the loop's attempt at `nextAt`.
 * - delivered: Mailgun has it; remembered (with its answer) so a repeat is answered, not sent.
 * - rejected: Mailgun refused it for good; it leaves the index (the spool keeps it).
 *
 * Orthogonal to the phase, `unconfirmed` marks an attempt sent without an answer: Mailgun
 * may have the message, so its event log is read before any resend (and no sooner than a
 * retry base after that attempt started).
 */
export type Phase = "sending" | "queued" | "delivered" | "rejected";

export interface PendingMessage {
  phase: "sending" | "queued";
  record: PendingRecord;
  hash: string;
  /** Attempts made so far by this process. */
  attempts: number;
  /** When the loop attempts it next (queued only). */
  nextAt: number;
  /** Set while an attempt's outcome is unknown: Mailgun may already have the message. */
  unconfirmed: AttemptRecord | undefined;
  /** Failed reads of Mailgun's event log since the last attempt. */
  lookupFailures: number;
}

export interface DeliveredMessage {
  phase: "delivered";
  hash: string;
  answer: Answer;
  deliveredAt: number;
}

export type RelayMessage = PendingMessage | DeliveredMessage;

/** Every move the machine allows; anything else is a bug and throws. */
const TRANSITIONS: Readonly<Record<Phase, readonly Phase[]>> = {
  sending: ["queued", "delivered", "rejected"],
  queued: ["sending"],
  delivered: [],
  rejected: [],
};

export function canMove(from: Phase, to: Phase): boolean {
  return TRANSITIONS[from].includes(to);
}

function check(from: Phase, to: Phase): void {
  if (!canMove(from, to)) throw new Error(`relay message: no move from ${from} to ${to}`);
}

/** A message just accepted: spooled, and first sent within the visitor's request. */
export function accepted(record: PendingRecord): PendingMessage {
  return {
    phase: "sending",
    record,
    hash: record.hash,
    attempts: 0,
    nextAt: Number.POSITIVE_INFINITY,
    unconfirmed: undefined,
    lookupFailures: 0,
  };
}

/** A message read back from the spool after a restart, due at `nextAt`. */
export function readBack(
  record: PendingRecord,
  unconfirmed: AttemptRecord | undefined,
  nextAt: number,
): PendingMessage {
  return { ...accepted(record), phase: "queued", unconfirmed, nextAt };
}

/** The loop takes a due message. */
export function startSending(message: PendingMessage): void {
  check(message.phase, "sending");
  message.phase = "sending";
}

/** Still undelivered after the request or the loop's attempt: the loop tries at `nextAt`. */
export function requeue(message: PendingMessage, nextAt: number): void {
  check(message.phase, "queued");
  message.phase = "queued";
  message.nextAt = nextAt;
}

export function delivered(
  message: PendingMessage,
  answer: Answer,
  deliveredAt: number,
): DeliveredMessage {
  check(message.phase, "delivered");
  return { phase: "delivered", hash: message.hash, answer, deliveredAt };
}

export function rejected(message: PendingMessage): void {
  check(message.phase, "rejected");
}

/** Due for the loop: queued, and its time has come. */
export function isDue(message: RelayMessage, now: number): message is PendingMessage {
  return message.phase === "queued" && message.nextAt <= now;
}

/**
 * After an attempt without an answer, Mailgun's event log is read no sooner than one retry
 * base after it started, so an `accepted` event has had time to appear there.
 */
export function notBefore(
  unconfirmed: AttemptRecord | undefined,
  time: number,
  retryBaseMs: number,
): number {
  if (!unconfirmed) return time;
  return Math.max(time, Date.parse(unconfirmed.startedAt) + retryBaseMs);
}

/**
 * The messages of a spool read back after a restart: the delivered ones still remembered
 * (since `cutoff`), the pending ones queued; `stale` lists pending copies of delivered
 * messages (the relay stopped before it could drop them).
 */
export function restore(
  contents: SpoolContents,
  { cutoff, now, retryBaseMs }: { cutoff: number; now: number; retryBaseMs: number },
): { messages: Map<string, RelayMessage>; stale: string[] } {
  const messages = new Map<string, RelayMessage>();
  for (const { submissionId, hash, answer, deliveredAt: at } of contents.delivered) {
    const deliveredAt = Date.parse(at);
    if (deliveredAt >= cutoff)
      messages.set(submissionId, { phase: "delivered", hash, answer, deliveredAt });
  }
  const stale: string[] = [];
  for (const record of contents.pending) {
    if (messages.has(record.submissionId)) {
      stale.push(record.submissionId);
      continue;
    }
    const unconfirmed = contents.unconfirmed.get(record.submissionId);
    const nextAt = notBefore(unconfirmed, now, retryBaseMs);
    messages.set(record.submissionId, readBack(record, unconfirmed, nextAt));
  }
  return { messages, stale };
}
