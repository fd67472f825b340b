import { randomUUID } from "node:crypto";
import type { GatewayConfig } from "./config.ts";
import {
  defaultSleep,
  errorAnswer,
  logConfigurationError,
  logRedirect,
  mailgunIdOf,
} from "./forwarder.ts";
import { LOG_PREFIX, describe, type Answer } from "./http.ts";
import { contentHash, reusedIdAnswer } from "./idempotency.ts";
import { createMailgunClient } from "./mailgun.ts";
import type { MailMessage } from "./message.ts";
import { decide, loopDelay, nextTryIn, park, retryAfterOf, type Keep } from "./policy.ts";
import { Spool, type AttemptRecord, type PendingRecord } from "./spool.ts";
import type { ForwarderContext } from "./types.ts";

/**
 * Forward mode of the relay (a host with a lasting disk): every accepted message is spooled
 * before the first attempt and stays there until Mailgun has it. The visitor gets Mailgun's
 * answer when it comes within the budget, otherwise 202 "queued"; a retry loop delivers the
 * rest, after a restart too. Exactly one delivery per submission id where the relay can know
 * it (docs/decisions/006-relay-spool.md).
 */

export interface SpooledForwarder {
  /** `admit` runs only for a message not seen before; it throws to refuse it (global ceiling). */
  submit(message: MailMessage, admit?: () => void): Promise<Answer>;
  /** Settles once the spool has been read back (or found unusable, which is logged). */
  ready: Promise<void>;
  /** Stops the retry loop; resolves when a running attempt has finished. */
  close(): Promise<void>;
}

interface PendingEntry {
  state: "pending";
  record: PendingRecord;
  hash: string;
  /** Attempts made so far by this process. */
  attempts: number;
  nextAt: number;
  /** Set while an attempt's outcome is unknown: Mailgun may already have the message. */
  unconfirmed: AttemptRecord | undefined;
  lookupFailures: number;
  running: boolean;
}

interface DeliveredEntry {
  state: "delivered";
  hash: string;
  answer: Answer;
  deliveredAt: number;
}

type AttemptResult =
  | { kind: "delivered"; answer: Answer }
  | { kind: "rejected"; answer: Answer }
  /** Still spooled: a retry (worth another try in the request) or parked for the loop. */
  | { kind: "kept"; decision: Keep };

/** After this many failed look-ups of an unanswered attempt, send again (a duplicate is possible). */
const LOOKUP_ATTEMPTS = 3;
const PRUNE_EVERY_MS = 60 * 60_000;
const MIN_ATTEMPT_MS = 100;
const QUEUED_MESSAGE =
  "Queued. The message is kept by our mail relay and will be delivered as soon as possible.";

export function createSpooledForwarder(
  config: GatewayConfig,
  apiKey: string,
  context: ForwarderContext,
): SpooledForwarder {
  const { now, log } = context;
  const client = createMailgunClient(config, apiKey, context.deps);
  const sleep = context.deps.sleep ?? defaultSleep;
  const spool = new Spool(config.spool.dir);
  const index = new Map<string, PendingEntry | DeliveredEntry>();
  /** In-request deliveries, shared by a duplicate request that arrives meanwhile. */
  const inRequest = new Map<string, Promise<Answer>>();
  let loaded: Promise<boolean> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  let loop: Promise<void> | undefined;
  let closed = false;

  /** Prepares and reads the spool once; after a failure the next request tries again. */
  function load(): Promise<boolean> {
    loaded ??= (async () => {
      try {
        await spool.prepare();
        await spool.lock();
        const contents = await spool.load(log);
        const cutoff = now() - config.spool.deliveredTtlMs;
        for (const record of contents.delivered) {
          const deliveredAt = Date.parse(record.deliveredAt);
          if (deliveredAt < cutoff) continue;
          index.set(record.submissionId, {
            state: "delivered",
            hash: record.hash,
            answer: record.answer,
            deliveredAt,
          });
        }
        await spool.pruneDelivered(cutoff, log);
        for (const record of contents.pending) {
          if (index.has(record.submissionId)) {
            // Delivered, then the relay stopped before it could drop the pending copy.
            await spool.dropPending(record.submissionId);
            continue;
          }
          index.set(record.submissionId, {
            state: "pending",
            record,
            hash: record.hash,
            attempts: 0,
            nextAt: notBefore(contents.unconfirmed.get(record.submissionId), now()),
            unconfirmed: contents.unconfirmed.get(record.submissionId),
            lookupFailures: 0,
            running: false,
          });
        }
        const waiting = pendingCount();
        const unconfirmed = [...index.values()].filter(
          (entry) => entry.state === "pending" && entry.unconfirmed,
        ).length;
        log(
          `${LOG_PREFIX} spool ${spool.dir}: ${waiting} message${waiting === 1 ? "" : "s"} ` +
            `waiting${unconfirmed ? ` (${unconfirmed} interrupted mid-delivery: checked with Mailgun before any resend)` : ""}`,
        );
        pruneTimer ??= setInterval(() => void prune(), PRUNE_EVERY_MS).unref();
        schedule();
        return true;
      } catch (error) {
        loaded = undefined;
        log(
          `${LOG_PREFIX} SPOOL ERROR: cannot use ${spool.dir} (${describe(error)}); ` +
            "messages are refused with 503 until it is writable (MAIL_SPOOL_DIR)",
        );
        return false;
      }
    })();
    return loaded;
  }

  const ready = load().then(() => undefined);

  function pendingCount(): number {
    let count = 0;
    for (const entry of index.values()) if (entry.state === "pending") count++;
    return count;
  }

  async function prune(): Promise<void> {
    const cutoff = now() - config.spool.deliveredTtlMs;
    for (const [id, entry] of index) {
      if (entry.state === "delivered" && entry.deliveredAt < cutoff) index.delete(id);
    }
    await spool.pruneDelivered(cutoff, log).catch((error: unknown) => {
      log(`${LOG_PREFIX} spool: pruning delivered records failed: ${describe(error)}`);
    });
  }

  async function submit(message: MailMessage, admit?: () => void): Promise<Answer> {
    const deadline = now() + config.upstreamTimeoutMs;
    if (closed || !(await load())) return spoolUnavailable();
    const submissionId = message.submissionId ?? `gw-${randomUUID()}`;
    const hash = contentHash(message);
    const known = index.get(submissionId);
    if (known) {
      if (known.hash !== hash) return reusedIdAnswer();
      if (known.state === "delivered") return known.answer;
      return inRequest.get(submissionId) ?? queuedAnswer(submissionId);
    }
    admit?.();
    if (pendingCount() >= config.spool.maxMessages) {
      log(
        `${LOG_PREFIX} SPOOL FULL: ${config.spool.maxMessages} messages wait for Mailgun ` +
          "(MAIL_SPOOL_MAX); new messages are refused with 503",
      );
      return {
        status: 503,
        body: JSON.stringify({
          message:
            "The mail relay's queue is full, so your message was not accepted. Please try again later.",
        }),
        headers: { "retry-after": "60" },
      };
    }
    const entry: PendingEntry = {
      state: "pending",
      record: {
        version: 1,
        submissionId,
        hash,
        acceptedAt: new Date(now()).toISOString(),
        message: { ...message, submissionId },
      },
      hash,
      attempts: 0,
      nextAt: Number.POSITIVE_INFINITY,
      unconfirmed: undefined,
      lookupFailures: 0,
      running: false,
    };
    // Reserved before the first await, so a concurrent duplicate finds it.
    index.set(submissionId, entry);
    const work = (async () => {
      try {
        await spool.addPending(entry.record);
      } catch (error) {
        index.delete(submissionId);
        log(`${LOG_PREFIX} SPOOL ERROR: cannot write to ${spool.dir}: ${describe(error)}`);
        return spoolUnavailable();
      }
      return deliverInRequest(entry, deadline);
    })();
    inRequest.set(submissionId, work);
    void work.finally(() => {
      inRequest.delete(submissionId);
      schedule();
    });
    return work;
  }

  /** Attempts within the request's budget; what is still undelivered then is queued. */
  async function deliverInRequest(entry: PendingEntry, deadline: number): Promise<Answer> {
    let retryAfter = 0;
    for (let tries = 1; ; tries++) {
      if (deadline - now() < MIN_ATTEMPT_MS) {
        // Too little time left for an attempt worth its delivery marker: the loop sends it.
        log(`${LOG_PREFIX} relay: ${entry.record.submissionId} queued (budget spent)`);
        break;
      }
      const result = await attempt(entry, deadline - now());
      if (result.kind !== "kept") return result.answer;
      retryAfter = retryAfterOf(result.decision);
      const wait = nextTryIn(result.decision, tries, config.retry, now(), deadline);
      if (wait === undefined) {
        log(
          `${LOG_PREFIX} relay: ${entry.record.submissionId} queued after ${tries} ` +
            `attempt${tries === 1 ? "" : "s"} (${result.decision.reason}); the retry loop delivers it`,
        );
        break;
      }
      await sleep(wait);
    }
    entry.nextAt = notBefore(entry.unconfirmed, now() + nextLoopDelay(entry, retryAfter));
    return queuedAnswer(entry.record.submissionId);
  }

  /** One attempt, with the delivery marker written before anything goes out. */
  async function attempt(entry: PendingEntry, timeoutMs: number): Promise<AttemptResult> {
    const { submissionId } = entry.record;
    entry.running = true;
    entry.attempts++;
    try {
      if (entry.unconfirmed) {
        const since = Date.parse(entry.unconfirmed.startedAt);
        const seen = await client.wasAccepted(submissionId, since, timeoutMs);
        if (seen?.accepted) {
          const body = JSON.stringify({ id: seen.messageId, message: "Queued. Thank you." });
          const answer: Answer = { status: 200, body };
          await recordDelivered(entry, answer, "lookup");
          log(
            `${LOG_PREFIX} relay: ${submissionId} was accepted by Mailgun earlier; not sent again`,
          );
          return { kind: "delivered", answer };
        }
        if (seen === undefined && ++entry.lookupFailures < LOOKUP_ATTEMPTS) {
          return parked("an earlier attempt got no answer and Mailgun's log could not be read");
        }
        if (seen === undefined) {
          log(
            `${LOG_PREFIX} relay: ${submissionId}: Mailgun's log stayed unreadable; sending again ` +
              "(a duplicate is possible)",
          );
        }
      }
      const marker: AttemptRecord = { submissionId, startedAt: new Date(now()).toISOString() };
      try {
        await spool.markAttempt(marker);
      } catch (error) {
        return parked(`cannot write the delivery marker: ${describe(error)}`);
      }
      entry.unconfirmed = marker;
      entry.lookupFailures = 0;
      const outcome = await client.send(entry.record.message, timeoutMs);
      const decision = decide(outcome, now());
      if (outcome.kind === "unknown" && decision.action === "park") {
        // Mailgun may have it: the delivery marker stays, so its log is read first.
        log(
          `${LOG_PREFIX} relay: ${submissionId}: no answer from Mailgun (${outcome.error}); ` +
            "its log is checked before any resend",
        );
        return { kind: "kept", decision };
      }
      await spool.clearAttempt(submissionId).catch(() => undefined);
      entry.unconfirmed = undefined;
      if (decision.action === "retry" || decision.action === "park") {
        if (decision.action === "park" && outcome.kind === "answer") {
          if (decision.cause === "redirect")
            logRedirect(log, outcome.answer.status, outcome.location);
          if (decision.cause === "configuration") {
            logConfigurationError(log, outcome.answer.status);
            log(
              `${LOG_PREFIX} relay: ${submissionId} is kept in ${spool.dir} and sent once this is fixed`,
            );
          }
        }
        return { kind: "kept", decision };
      }
      const { answer } = decision;
      if (decision.action === "done") {
        await recordDelivered(entry, answer, "answer");
        const id = mailgunIdOf(answer.body);
        log(
          `${LOG_PREFIX} relay: ${submissionId} delivered${id ? ` as ${id}` : ""} (attempt ${entry.attempts})`,
        );
        return { kind: "delivered", answer };
      }
      // Mailgun refuses the message itself: no retry can change that.
      await spool.reject(entry.record, answer).catch((error: unknown) => {
        log(`${LOG_PREFIX} spool: cannot move ${submissionId} to rejected/: ${describe(error)}`);
      });
      index.delete(submissionId);
      log(
        `${LOG_PREFIX} relay: ${submissionId} REJECTED by Mailgun (${answer.status}): ${answer.body}`,
      );
      return { kind: "rejected", answer };
    } catch (error) {
      return parked(`unexpected error: ${describe(error)}`);
    } finally {
      entry.running = false;
    }
  }

  async function recordDelivered(entry: PendingEntry, answer: Answer, via: "answer" | "lookup") {
    const { submissionId } = entry.record;
    const deliveredAt = now();
    index.set(submissionId, { state: "delivered", hash: entry.hash, answer, deliveredAt });
    try {
      await spool.markDelivered({
        version: 1,
        submissionId,
        hash: entry.hash,
        deliveredAt: new Date(deliveredAt).toISOString(),
        via,
        answer,
      });
    } catch (error) {
      // The delivery marker stays, so a restart checks Mailgun's log before sending again.
      log(
        `${LOG_PREFIX} SPOOL ERROR: ${submissionId} was delivered but not recorded: ${describe(error)}`,
      );
    }
  }

  /** The relay itself could not make the attempt: the loop tries again later. */
  function parked(reason: string): AttemptResult {
    return { kind: "kept", decision: park("local", reason) };
  }

  function nextLoopDelay(entry: PendingEntry, retryAfter: number): number {
    return loopDelay(entry.attempts, retryAfter, config.spool, Math.random());
  }

  /**
   * After an attempt without an answer, Mailgun's event log is read no sooner than one retry
   * base after it started, so an `accepted` event has had time to appear there.
   */
  function notBefore(unconfirmed: AttemptRecord | undefined, time: number): number {
    if (!unconfirmed) return time;
    return Math.max(time, Date.parse(unconfirmed.startedAt) + config.spool.retryBaseMs);
  }

  function schedule(): void {
    if (closed || loop) return;
    if (timer) clearTimeout(timer);
    timer = undefined;
    let next = Number.POSITIVE_INFINITY;
    for (const [id, entry] of index) {
      if (entry.state === "pending" && !entry.running && !inRequest.has(id)) {
        next = Math.min(next, entry.nextAt);
      }
    }
    if (next === Number.POSITIVE_INFINITY) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        loop = runDue().finally(() => {
          loop = undefined;
          schedule();
        });
      },
      Math.max(0, next - now()),
    );
    timer.unref();
  }

  async function runDue(): Promise<void> {
    for (const [id, entry] of [...index]) {
      if (closed) return;
      if (entry.state !== "pending" || entry.running || inRequest.has(id)) continue;
      if (entry.nextAt > now()) continue;
      const result = await attempt(entry, config.upstreamTimeoutMs);
      if (result.kind === "kept") {
        entry.nextAt = notBefore(
          entry.unconfirmed,
          now() + nextLoopDelay(entry, retryAfterOf(result.decision)),
        );
        log(
          `${LOG_PREFIX} relay: ${id} still queued (${result.decision.reason}); next attempt in ` +
            `${Math.round((entry.nextAt - now()) / 1000)} s`,
        );
      }
    }
  }

  return {
    submit,
    ready,
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      if (pruneTimer) clearInterval(pruneTimer);
      await loop;
      await spool.unlock();
    },
  };
}

function queuedAnswer(submissionId: string): Answer {
  return {
    status: 202,
    body: JSON.stringify({ id: submissionId, message: QUEUED_MESSAGE, queued: true }),
  };
}

function spoolUnavailable(): Answer {
  return errorAnswer(
    503,
    "The mail relay cannot store messages right now, so your message was not accepted. Please try again later.",
  );
}
