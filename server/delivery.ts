import { randomUUID } from "node:crypto";
import type { GatewayConfig } from "./config.ts";
import { attempt, type AttemptContext } from "./attempt.ts";
import { defaultSleep, errorAnswer } from "./forwarder.ts";
import { LOG_PREFIX, describe, type Answer } from "./http.ts";
import { contentHash, reusedIdAnswer } from "./idempotency.ts";
import { createMailgunClient } from "./mailgun.ts";
import type { MailMessage } from "./message.ts";
import { loopDelay, nextTryIn, retryAfterOf } from "./policy.ts";
import {
  accepted,
  isDue,
  notBefore,
  requeue,
  restore,
  startSending,
  type PendingMessage,
  type RelayMessage,
} from "./relayMessage.ts";
import { Spool } from "./spool.ts";
import type { ForwarderContext } from "./types.ts";

/**
 * Forward mode of the relay (a host with a lasting disk): every accepted message is spooled
 * before the first attempt and stays there until Mailgun has it. The visitor gets Mailgun's
 * answer when it comes within the budget, otherwise 202 "queued"; a retry loop delivers the
 * rest, after a restart too. Exactly one delivery per submission id where the relay can know
 * it (docs/decisions/006-relay-spool.md). Each message moves through the states of
 * server/relayMessage.ts; server/attempt.ts makes one attempt; server/policy.ts decides.
 */

export interface SpooledForwarder {
  /** `admit` runs only for a message not seen before; it throws to refuse it (global ceiling). */
  submit(message: MailMessage, admit?: () => void): Promise<Answer>;
  /** Settles once the spool has been read back (or found unusable, which is logged). */
  ready: Promise<void>;
  /** Stops the retry loop; resolves when a running attempt has finished. */
  close(): Promise<void>;
}

const PRUNE_EVERY_MS = 60 * 60_000;
const MIN_ATTEMPT_MS = 100;
const QUEUED_MESSAGE =
  "Queued. The message is kept by our mail relay and will be delivered as soon as possible.";

export function createSpooledForwarder(
  config: GatewayConfig,
  apiKey: string,
  context: ForwarderContext,
): SpooledForwarder {
  return new SpooledRelay(config, apiKey, context);
}

class SpooledRelay implements SpooledForwarder {
  readonly ready: Promise<void>;
  private readonly spool: Spool;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly attempts: AttemptContext;
  /** Every message the relay knows, by submission id (see server/relayMessage.ts). */
  private readonly index = new Map<string, RelayMessage>();
  /** In-request deliveries, shared by a duplicate request that arrives meanwhile. */
  private readonly inRequest = new Map<string, Promise<Answer>>();
  private loaded: Promise<boolean> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  private loop: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly config: GatewayConfig,
    apiKey: string,
    private readonly context: ForwarderContext,
  ) {
    this.spool = new Spool(config.spool.dir);
    this.sleep = context.deps.sleep ?? defaultSleep;
    this.attempts = {
      client: createMailgunClient(config, apiKey, context.deps),
      spool: this.spool,
      index: this.index,
      now: context.now,
      log: context.log,
    };
    this.ready = this.load().then(() => undefined);
  }

  async submit(message: MailMessage, admit?: () => void): Promise<Answer> {
    const { now, log } = this.context;
    const deadline = now() + this.config.upstreamTimeoutMs;
    if (this.closed || !(await this.load())) return spoolUnavailable();
    const submissionId = message.submissionId ?? `gw-${randomUUID()}`;
    const hash = contentHash(message);
    const known = this.index.get(submissionId);
    if (known) {
      if (known.hash !== hash) return reusedIdAnswer();
      if (known.phase === "delivered") return known.answer;
      return this.inRequest.get(submissionId) ?? queuedAnswer(submissionId);
    }
    admit?.();
    if (this.pendingCount() >= this.config.spool.maxMessages) {
      log(
        `${LOG_PREFIX} SPOOL FULL: ${this.config.spool.maxMessages} messages wait for Mailgun ` +
          "(MAIL_SPOOL_MAX); new messages are refused with 503",
      );
      return spoolFull();
    }
    const pending = accepted({
      version: 1,
      submissionId,
      hash,
      acceptedAt: new Date(now()).toISOString(),
      message: { ...message, submissionId },
    });
    // Reserved before the first await, so a concurrent duplicate finds it.
    this.index.set(submissionId, pending);
    const work = (async () => {
      try {
        await this.spool.addPending(pending.record);
      } catch (error) {
        this.index.delete(submissionId);
        log(`${LOG_PREFIX} SPOOL ERROR: cannot write to ${this.spool.dir}: ${describe(error)}`);
        return spoolUnavailable();
      }
      return this.deliverInRequest(pending, deadline);
    })();
    this.inRequest.set(submissionId, work);
    void work.finally(() => {
      this.inRequest.delete(submissionId);
      this.schedule();
    });
    return work;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.loop;
    await this.spool.unlock();
  }

  /** Attempts within the request's budget; what is still undelivered then is queued. */
  private async deliverInRequest(message: PendingMessage, deadline: number): Promise<Answer> {
    const { now, log } = this.context;
    const { submissionId } = message.record;
    let retryAfter = 0;
    for (let tries = 1; ; tries++) {
      if (deadline - now() < MIN_ATTEMPT_MS) {
        // Too little time left for an attempt worth its delivery marker: the loop sends it.
        log(`${LOG_PREFIX} relay: ${submissionId} queued (budget spent)`);
        break;
      }
      const result = await attempt(this.attempts, message, deadline - now());
      if (result.kind !== "kept") return result.answer;
      retryAfter = retryAfterOf(result.decision);
      const wait = nextTryIn(result.decision, tries, this.config.retry, now(), deadline);
      if (wait === undefined) {
        log(
          `${LOG_PREFIX} relay: ${submissionId} queued after ${tries} ` +
            `attempt${tries === 1 ? "" : "s"} (${result.decision.reason}); the retry loop delivers it`,
        );
        break;
      }
      await this.sleep(wait);
    }
    requeue(message, this.nextLoopAt(message, retryAfter));
    return queuedAnswer(submissionId);
  }

  /** Runs the loop's attempts when the first queued message is due. */
  private schedule(): void {
    if (this.closed || this.loop) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    let next = Number.POSITIVE_INFINITY;
    for (const message of this.index.values()) {
      if (message.phase === "queued") next = Math.min(next, message.nextAt);
    }
    if (next === Number.POSITIVE_INFINITY) return;
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        this.loop = this.runDue().finally(() => {
          this.loop = undefined;
          this.schedule();
        });
      },
      Math.max(0, next - this.context.now()),
    );
    this.timer.unref();
  }

  private async runDue(): Promise<void> {
    const { now, log } = this.context;
    for (const [id, message] of [...this.index]) {
      if (this.closed) return;
      if (!isDue(message, now())) continue;
      startSending(message);
      const result = await attempt(this.attempts, message, this.config.upstreamTimeoutMs);
      if (result.kind !== "kept") continue;
      requeue(message, this.nextLoopAt(message, retryAfterOf(result.decision)));
      log(
        `${LOG_PREFIX} relay: ${id} still queued (${result.decision.reason}); next attempt in ` +
          `${Math.round((message.nextAt - now()) / 1000)} s`,
      );
    }
  }

  /** The loop's next attempt: backoff with jitter, and never before the log can be read. */
  private nextLoopAt(message: PendingMessage, retryAfter: number): number {
    const wait = loopDelay(message.attempts, retryAfter, this.config.spool, Math.random());
    return notBefore(message.unconfirmed, this.context.now() + wait, this.config.spool.retryBaseMs);
  }

  private pendingCount(): number {
    let count = 0;
    for (const message of this.index.values()) if (message.phase !== "delivered") count++;
    return count;
  }

  /** Prepares and reads the spool once; after a failure the next request tries again. */
  private load(): Promise<boolean> {
    this.loaded ??= this.readSpool().catch((error: unknown) => {
      this.loaded = undefined;
      this.context.log(
        `${LOG_PREFIX} SPOOL ERROR: cannot use ${this.spool.dir} (${describe(error)}); ` +
          "messages are refused with 503 until it is writable (MAIL_SPOOL_DIR)",
      );
      return false;
    });
    return this.loaded;
  }

  private async readSpool(): Promise<true> {
    const { now, log } = this.context;
    const { spool } = this;
    await spool.prepare();
    await spool.lock();
    const cutoff = now() - this.config.spool.deliveredTtlMs;
    const { retryBaseMs } = this.config.spool;
    const restored = restore(await spool.load(log), { cutoff, now: now(), retryBaseMs });
    await spool.pruneDelivered(cutoff, log);
    for (const id of restored.stale) await spool.dropPending(id);
    for (const [id, message] of restored.messages) this.index.set(id, message);
    const waiting = this.pendingCount();
    const interrupted = [...this.index.values()].filter(
      (message) => message.phase !== "delivered" && message.unconfirmed,
    ).length;
    log(
      `${LOG_PREFIX} spool ${spool.dir}: ${waiting} message${waiting === 1 ? "" : "s"} ` +
        `waiting${interrupted ? ` (${interrupted} interrupted mid-delivery: checked with Mailgun before any resend)` : ""}`,
    );
    this.pruneTimer ??= setInterval(() => void this.prune(), PRUNE_EVERY_MS).unref();
    this.schedule();
    return true;
  }

  private async prune(): Promise<void> {
    const cutoff = this.context.now() - this.config.spool.deliveredTtlMs;
    for (const [id, message] of this.index) {
      if (message.phase === "delivered" && message.deliveredAt < cutoff) this.index.delete(id);
    }
    await this.spool.pruneDelivered(cutoff, this.context.log).catch((error: unknown) => {
      this.context.log(`${LOG_PREFIX} spool: pruning delivered records failed: ${describe(error)}`);
    });
  }
}

function queuedAnswer(submissionId: string): Answer {
  return {
    status: 202,
    body: JSON.stringify({ id: submissionId, message: QUEUED_MESSAGE, queued: true }),
  };
}

function spoolFull(): Answer {
  return {
    status: 503,
    body: JSON.stringify({
      message:
        "The mail relay's queue is full, so your message was not accepted. Please try again later.",
    }),
    headers: { "retry-after": "60" },
  };
}

function spoolUnavailable(): Answer {
  return errorAnswer(
    503,
    "The mail relay cannot store messages right now, so your message was not accepted. Please try again later.",
  );
}
