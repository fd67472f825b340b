import { logConfigurationError, logRedirect, mailgunIdOf } from "./forwarder.ts";
import { LOG_PREFIX, describe, type Answer } from "./http.ts";
import type { MailgunClient } from "./mailgun.ts";
import { decide, park, type Keep } from "./policy.ts";
import { delivered, rejected, type PendingMessage, type RelayMessage } from "./relayMessage.ts";
import type { AttemptRecord, Spool } from "./spool.ts";

/**
 * One attempt of the spooled relay to hand a message (in the `sending` phase) to Mailgun:
 * after an unanswered attempt, Mailgun's event log first; then the delivery marker, written
 * before anything goes out; then the send, whose outcome server/policy.ts judges.
 */

export interface AttemptContext {
  client: MailgunClient;
  spool: Spool;
  /** The relay's messages by submission id: a delivery is recorded, a rejection removed. */
  index: Map<string, RelayMessage>;
  now: () => number;
  log: (line: string) => void;
}

export type AttemptResult =
  | { kind: "delivered"; answer: Answer }
  | { kind: "rejected"; answer: Answer }
  /** Still spooled: a retry (worth another try in the request) or parked for the loop. */
  | { kind: "kept"; decision: Keep };

/** After this many failed look-ups of an unanswered attempt, send again (a duplicate is possible). */
const LOOKUP_ATTEMPTS = 3;

export async function attempt(
  context: AttemptContext,
  message: PendingMessage,
  timeoutMs: number,
): Promise<AttemptResult> {
  const { client, spool, now, log } = context;
  const { submissionId } = message.record;
  message.attempts++;
  try {
    if (message.unconfirmed) {
      const since = Date.parse(message.unconfirmed.startedAt);
      const seen = await client.wasAccepted(submissionId, since, timeoutMs);
      if (seen?.accepted) {
        const body = JSON.stringify({ id: seen.messageId, message: "Queued. Thank you." });
        const answer: Answer = { status: 200, body };
        await recordDelivered(context, message, answer, "lookup");
        log(`${LOG_PREFIX} relay: ${submissionId} was accepted by Mailgun earlier; not sent again`);
        return { kind: "delivered", answer };
      }
      if (seen === undefined && ++message.lookupFailures < LOOKUP_ATTEMPTS) {
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
    message.unconfirmed = marker;
    message.lookupFailures = 0;
    const outcome = await client.send(message.record.message, timeoutMs);
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
    message.unconfirmed = undefined;
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
      await recordDelivered(context, message, answer, "answer");
      const id = mailgunIdOf(answer.body);
      log(
        `${LOG_PREFIX} relay: ${submissionId} delivered${id ? ` as ${id}` : ""} (attempt ${message.attempts})`,
      );
      return { kind: "delivered", answer };
    }
    // Mailgun refuses the message itself: no retry can change that.
    await spool.reject(message.record, answer).catch((error: unknown) => {
      log(`${LOG_PREFIX} spool: cannot move ${submissionId} to rejected/: ${describe(error)}`);
    });
    rejected(message);
    context.index.delete(submissionId);
    log(
      `${LOG_PREFIX} relay: ${submissionId} REJECTED by Mailgun (${answer.status}): ${answer.body}`,
    );
    return { kind: "rejected", answer };
  } catch (error) {
    return parked(`unexpected error: ${describe(error)}`);
  }
}

/** The relay itself could not make the attempt: the loop tries again later. */
function parked(reason: string): AttemptResult {
  return { kind: "kept", decision: park("local", reason) };
}

async function recordDelivered(
  context: AttemptContext,
  message: PendingMessage,
  answer: Answer,
  via: "answer" | "lookup",
): Promise<void> {
  const { submissionId } = message.record;
  const deliveredAt = context.now();
  context.index.set(submissionId, delivered(message, answer, deliveredAt));
  try {
    await context.spool.markDelivered({
      version: 1,
      submissionId,
      hash: message.hash,
      deliveredAt: new Date(deliveredAt).toISOString(),
      via,
      answer,
    });
  } catch (error) {
    // The delivery marker stays, so a restart checks Mailgun's log before sending again.
    context.log(
      `${LOG_PREFIX} SPOOL ERROR: ${submissionId} was delivered but not recorded: ${describe(error)}`,
    );
  }
}
