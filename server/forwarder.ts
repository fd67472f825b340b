import type { GatewayConfig } from "./config.ts";
import { LOG_PREFIX, type Answer } from "./http.ts";
import { createMailgunClient, type SendOutcome } from "./mailgun.ts";
import { decide, isConfigurationError, nextTryIn, type Decision } from "./policy.ts";
import type { Deliver, ForwarderContext } from "./types.ts";

/**
 * Forward mode without a disk (serverless functions): answer or fail within the request.
 * server/delivery.ts is the spooled form of the relay; server/policy.ts decides for both.
 */

/**
 * The answer-or-fail forward (no spool): retries what certainly did not deliver (429, 5xx,
 * nothing sent) within one time budget, then passes the last answer back. An attempt without
 * an answer is not retried: Mailgun may already have the message.
 */
export function createForwarder(
  config: GatewayConfig,
  apiKey: string,
  context: ForwarderContext,
): Deliver {
  const { now, log } = context;
  const client = createMailgunClient(config, apiKey, context.deps);
  const sleep = context.deps.sleep ?? defaultSleep;

  return async (message) => {
    // One time budget for the whole forward, well inside the browser's own time-out.
    const deadline = now() + config.upstreamTimeoutMs;
    for (let tries = 1; ; tries++) {
      const outcome = await client.send(message, deadline - now());
      const decision = decide(outcome, now());
      const answer = answerFor(outcome, decision, log, tries);
      const wait = nextTryIn(decision, tries, config.retry, now(), deadline);
      if (wait === undefined) return finish(log, answer, tries);
      await sleep(wait);
    }
  };
}

/**
 * What the visitor is told when this attempt is the last: Mailgun's own answer, or a 502/504
 * of ours where Mailgun gave none that can be passed on (a parked message has no spool here).
 */
function answerFor(
  outcome: SendOutcome,
  decision: Decision,
  log: (line: string) => void,
  tries: number,
): Answer {
  if (outcome.kind === "unknown") {
    log(`${LOG_PREFIX} forward: attempt ${tries} got no answer: ${outcome.error}`);
    return outcome.timedOut
      ? errorAnswer(504, "Upstream time-out")
      : errorAnswer(502, "Upstream connection lost");
  }
  if (outcome.kind === "unsent") {
    log(`${LOG_PREFIX} forward: attempt ${tries} failed: ${outcome.error}`);
    return errorAnswer(502, "Upstream unreachable");
  }
  if (decision.action === "park" && decision.cause === "redirect") {
    logRedirect(log, outcome.answer.status, outcome.location);
    return errorAnswer(502, "Upstream redirected the request; not followed");
  }
  if (decision.action === "park" && decision.cause === "unexpected") {
    return errorAnswer(502, `Upstream answered an unexpected status ${outcome.answer.status}`);
  }
  return outcome.answer;
}

// ---------------------------------------------------------------------------------------------
// Shared helpers (also used by the spooled delivery)

export function errorAnswer(status: number, message: string): Answer {
  return { status, body: JSON.stringify({ message }) };
}

function finish(log: (line: string) => void, answer: Answer, tries: number): Answer {
  const attempts = `${tries} attempt${tries === 1 ? "" : "s"}`;
  const id = mailgunIdOf(answer.body);
  log(`${LOG_PREFIX} forward: ${answer.status}${id ? ` ${id}` : ""} after ${attempts}`);
  if (isConfigurationError(answer.status)) logConfigurationError(log, answer.status);
  return answer;
}

export function logConfigurationError(log: (line: string) => void, status: number): void {
  log(
    `${LOG_PREFIX} CONFIGURATION ERROR: Mailgun answered ${status}, it refuses our key or ` +
      "domain: check MAILGUN_API_KEY, MAILGUN_DOMAIN and MAILGUN_API_BASE (EU domains need " +
      "https://api.eu.mailgun.net)",
  );
}

export function logRedirect(log: (line: string) => void, status: number, location?: string) {
  log(
    `${LOG_PREFIX} CONFIGURATION ERROR: Mailgun's address answered a ${status} redirect` +
      `${location ? ` to ${location}` : ""}; redirects are never followed: check MAILGUN_API_BASE`,
  );
}

export function mailgunIdOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && "id" in parsed) {
      return typeof parsed.id === "string" ? parsed.id : undefined;
    }
  } catch {
    // Not JSON: nothing to report.
  }
  return undefined;
}

export function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
