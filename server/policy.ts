import type { RetryPolicy, SpoolConfig } from "./config.ts";
import { isSuccess, type Answer } from "./http.ts";
import type { SendOutcome } from "./mailgun.ts";

/**
 * What the relay does after one attempt to hand a message to Mailgun, and when it tries
 * again: one pure policy for the answer-or-fail forward (server/forwarder.ts) and the
 * spooled relay (server/delivery.ts). No clock, no I/O: the time and the random number
 * are arguments, so a table test can pin every case.
 *
 * - done: Mailgun has the message (2xx).
 * - retry: Mailgun certainly does not have it and another try soon may work (429, 408,
 *   5xx, or nothing reached it). Retry-After, when Mailgun sends one, is the least wait.
 * - park: keep the message, but no quick retry helps: the outcome is unknown (time-out,
 *   dropped connection: Mailgun may have it, so its log is read before any resend), or our
 *   configuration is wrong (401/403/404, a redirect), or the status is one Mailgun never
 *   sends. The spool's loop tries again later; without a spool the visitor gets a failure.
 * - reject: Mailgun refuses this message itself (any other 4xx); no retry can change that.
 */
export type Decision = Done | Retry | Park | Reject;
export interface Done {
  action: "done";
  answer: Answer;
}
export interface Retry {
  action: "retry";
  retryAfterMs: number;
  reason: string;
}
export interface Park {
  action: "park";
  cause: ParkCause;
  reason: string;
}
export interface Reject {
  action: "reject";
  answer: Answer;
  reason: string;
}
/** The decisions that keep the message in the spool. */
export type Keep = Retry | Park;

/**
 * Why a message is parked: Mailgun's outcome is unknown, our configuration is wrong, a
 * redirect, a status Mailgun never sends, or (`local`) the relay could not make the attempt
 * itself (its spool or Mailgun's event log was unusable).
 */
export type ParkCause = "unknown" | "configuration" | "redirect" | "unexpected" | "local";

/** The longest Retry-After the spool's loop honours (a longer one is read as this). */
export const MAX_RETRY_AFTER_MS = 60 * 60_000;

export function decide(outcome: SendOutcome, now: number): Decision {
  if (outcome.kind === "unknown") {
    return park("unknown", outcome.timedOut ? "time-out" : "connection lost");
  }
  if (outcome.kind === "unsent") {
    return { action: "retry", retryAfterMs: 0, reason: `Mailgun unreachable: ${outcome.error}` };
  }
  const { status, headers } = outcome.answer;
  const answered = `Mailgun answered ${status}`;
  if (isSuccess(status)) return { action: "done", answer: outcome.answer };
  if (isRedirect(status)) return park("redirect", `redirect ${status} not followed`);
  if (isConfigurationError(status)) return park("configuration", answered);
  if (isTransient(status)) {
    return {
      action: "retry",
      retryAfterMs: retryAfterMs(headers?.["retry-after"], now),
      reason: answered,
    };
  }
  if (status >= 400 && status < 500) {
    return { action: "reject", answer: outcome.answer, reason: answered };
  }
  return park("unexpected", answered);
}

export function park(cause: ParkCause, reason: string): Park {
  return { action: "park", cause, reason };
}

export function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

/** Our configuration is wrong (key, domain or region): no retry will help until it is fixed. */
export function isConfigurationError(status: number): boolean {
  return status === 401 || status === 403 || status === 404;
}

/** Worth another try: Mailgun is busy or failing (the message was not accepted). */
export function isTransient(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status < 600);
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(value: string | undefined, now: number): number {
  if (value === undefined) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : 0;
}

// ---------------------------------------------------------------------------------------------
// Backoff

/**
 * Within one request (SPEC §9's defaults: 3 retries, 1 s doubling, capped at 30 s): the wait
 * before try `tries + 1`, or undefined when the decision is not a retry, the retries are
 * used up, or the wait would end past the deadline. Retry-After can only lengthen a wait.
 */
export function nextTryIn(
  decision: Decision,
  tries: number,
  retry: RetryPolicy,
  now: number,
  deadline: number,
): number | undefined {
  if (decision.action !== "retry" || tries > retry.retries) return undefined;
  const exponential = retry.baseDelayMs * 2 ** (tries - 1);
  const delay = Math.min(retry.maxDelayMs, Math.max(exponential, decision.retryAfterMs));
  return now + delay >= deadline ? undefined : delay;
}

/**
 * The spool's loop, after `attempts` tries of a message: capped exponential backoff with
 * jitter (half fixed, half random, so messages parked together do not retry together);
 * a Retry-After (up to an hour) wins if longer. `random` is in [0, 1).
 */
export function loopDelay(
  attempts: number,
  retryAfter: number,
  spool: Pick<SpoolConfig, "retryBaseMs" | "retryMaxMs">,
  random: number,
): number {
  const exponential = Math.min(
    spool.retryMaxMs,
    spool.retryBaseMs * 2 ** Math.max(0, attempts - 1),
  );
  const jittered = exponential / 2 + random * (exponential / 2);
  return Math.max(jittered, Math.min(retryAfter, MAX_RETRY_AFTER_MS));
}

/** The wait a decision asks for before the loop's next try (Retry-After of a retry). */
export function retryAfterOf(decision: Keep): number {
  return decision.action === "retry" ? decision.retryAfterMs : 0;
}
