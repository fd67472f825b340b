import type { GatewayConfig } from "./config.ts";
import { describe, LOG_PREFIX, type Answer } from "./http.ts";
import { FIELD, type MailMessage } from "./message.ts";
import type { Deliver, ForwarderContext, GatewayDeps } from "./types.ts";

/**
 * Forward mode: talking to Mailgun. `createMailgunClient` makes one attempt and says what is
 * known about its outcome; `createForwarder` is the answer-or-fail form used where there is no
 * disk (serverless functions); server/delivery.ts is the spooled form of the relay.
 */

/** What one attempt tells us. */
export type SendOutcome =
  /** Mailgun answered: its answer settles whether it has the message. */
  | { kind: "answer"; answer: Answer; location?: string }
  /** Nothing reached Mailgun (connection refused, unknown host): safe to send again. */
  | { kind: "unsent"; error: string }
  /** Sent, but no answer (time-out, connection dropped): Mailgun may have accepted it. */
  | { kind: "unknown"; error: string; timedOut: boolean };

export interface MailgunClient {
  send(message: MailMessage, timeoutMs: number): Promise<SendOutcome>;
  /**
   * Asks Mailgun's event log whether a message with this submission id (the `v:submission-id`
   * user variable) was accepted since the given time: true or false, or undefined when the
   * log could not be read.
   */
  wasAccepted(
    submissionId: string,
    sinceMs: number,
    timeoutMs: number,
  ): Promise<{ accepted: boolean; messageId?: string } | undefined>;
}

export function createMailgunClient(
  config: GatewayConfig,
  apiKey: string,
  deps: GatewayDeps,
): MailgunClient {
  const fetchImpl = deps.fetch ?? fetch;
  const domainPath = `/v3/${encodeURIComponent(config.domain)}`;
  const messagesUrl = `${config.mailgunApiBase}${domainPath}/messages`;
  const eventsUrl = `${config.mailgunApiBase}${domainPath}/events`;
  const origin = new URL(config.mailgunApiBase).origin;
  const authorization = `Basic ${Buffer.from(`api:${apiKey}`).toString("base64")}`;

  return {
    async send(message, timeoutMs) {
      let response: Response;
      try {
        response = await fetchImpl(messagesUrl, {
          method: "POST",
          headers: { authorization },
          body: toFormData(message),
          // A redirect would carry the message (not the key) to another host: never follow.
          redirect: "manual",
          signal: AbortSignal.timeout(Math.max(1, Math.floor(timeoutMs))),
        });
      } catch (error) {
        if (neverSent(error)) return { kind: "unsent", error: describe(error) };
        return { kind: "unknown", error: describe(error), timedOut: isTimeout(error) };
      }
      try {
        const answer = await upstreamAnswer(response);
        return { kind: "answer", answer, location: response.headers.get("location") ?? undefined };
      } catch (error) {
        // The status came but the body did not: the status alone settles it.
        const answer = {
          status: response.status,
          body: JSON.stringify({ message: describe(error) }),
        };
        return { kind: "answer", answer };
      }
    },

    async wasAccepted(submissionId, sinceMs, timeoutMs) {
      const query = new URLSearchParams({
        event: "accepted",
        begin: String(Math.floor(sinceMs / 1000) - 60),
        ascending: "yes",
        limit: "300",
        "user-variables": JSON.stringify({ "submission-id": submissionId }),
      });
      let next = `${eventsUrl}?${query}`;
      const signal = AbortSignal.timeout(Math.max(1, Math.floor(timeoutMs)));
      try {
        // The filter narrows the search; each event is still checked here, so a log that
        // ignores the filter is only slower, never wrong. Five pages of 300 at most.
        for (let page = 0; page < 5; page++) {
          const response = await fetchImpl(next, {
            headers: { authorization },
            redirect: "manual",
            signal,
          });
          if (!response.ok) return undefined;
          const body = (await response.json()) as { items?: unknown; paging?: { next?: unknown } };
          if (!Array.isArray(body.items)) return undefined;
          const items: unknown[] = body.items;
          const match = items.find((item) => acceptedEventFor(item, submissionId));
          if (match !== undefined) return { accepted: true, messageId: messageIdOf(match) };
          const following = body.paging?.next;
          if (body.items.length === 0 || typeof following !== "string") return { accepted: false };
          // Never send the key anywhere but Mailgun's own origin.
          if (new URL(following).origin !== origin) return undefined;
          next = following;
        }
      } catch {
        return undefined;
      }
      return undefined;
    },
  };
}

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
  const { retries, baseDelayMs, maxDelayMs } = config.retry;

  return async (message) => {
    // One time budget for the whole forward, well inside the browser's own time-out.
    const deadline = now() + config.upstreamTimeoutMs;
    for (let tries = 1; ; tries++) {
      const outcome = await client.send(message, deadline - now());
      let answer: Answer;
      if (outcome.kind === "unknown") {
        log(`${LOG_PREFIX} forward: attempt ${tries} got no answer: ${outcome.error}`);
        const status = outcome.timedOut ? 504 : 502;
        return finish(
          log,
          errorAnswer(status, outcome.timedOut ? "Upstream time-out" : "Upstream connection lost"),
          tries,
        );
      }
      if (outcome.kind === "unsent") {
        log(`${LOG_PREFIX} forward: attempt ${tries} failed: ${outcome.error}`);
        answer = errorAnswer(502, "Upstream unreachable");
      } else if (isRedirect(outcome.answer.status)) {
        logRedirect(log, outcome.answer.status, outcome.location);
        return finish(
          log,
          errorAnswer(502, "Upstream redirected the request; not followed"),
          tries,
        );
      } else {
        answer = outcome.answer;
      }
      const retryable = outcome.kind === "unsent" || isTransient(answer.status);
      const delay = backoff(tries, baseDelayMs, maxDelayMs, answer.headers?.["retry-after"], now());
      if (!retryable || tries > retries || now() + delay >= deadline)
        return finish(log, answer, tries);
      await sleep(delay);
    }
  };
}

// ---------------------------------------------------------------------------------------------
// Shared helpers (also used by the spooled delivery)

export function toFormData(message: MailMessage): FormData {
  const data = new FormData();
  data.set(FIELD.from, message.from);
  data.set(FIELD.to, message.to);
  data.set(FIELD.subject, message.subject);
  data.set(FIELD.text, message.text);
  if (message.html !== undefined) data.set(FIELD.html, message.html);
  if (message.replyTo !== undefined) data.set(FIELD.replyTo, message.replyTo);
  if (message.submissionId !== undefined) data.set(FIELD.submissionId, message.submissionId);
  return data;
}

/** Mailgun's status and body pass through; a non-JSON body is wrapped in its error shape. */
async function upstreamAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  const retryAfter = response.headers.get("retry-after");
  const headers: Record<string, string> = retryAfter ? { "retry-after": retryAfter } : {};
  if (isJson(text)) return { status: response.status, body: text, headers };
  const message = text.trim() || response.statusText || `Upstream answered ${response.status}`;
  return { status: response.status, body: JSON.stringify({ message }), headers };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Worth another try: Mailgun is busy or failing (the message was not accepted). */
export function isTransient(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

export function isRedirect(status: number): boolean {
  return status >= 300 && status < 400;
}

/** Our configuration is wrong (key, domain or region): no retry will help until it is fixed. */
export function isConfigurationError(status: number): boolean {
  return status === 401 || status === 403 || status === 404;
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(value: string | undefined, now: number): number {
  if (value === undefined) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : 0;
}

/** Capped exponential backoff; an upstream Retry-After can only lengthen it. */
function backoff(
  tries: number,
  baseMs: number,
  maxMs: number,
  retryAfter: string | undefined,
  now: number,
) {
  const exponential = baseMs * 2 ** (tries - 1);
  return Math.min(maxMs, Math.max(exponential, retryAfterMs(retryAfter, now)));
}

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

function acceptedEventFor(item: unknown, submissionId: string): boolean {
  if (typeof item !== "object" || item === null) return false;
  const event = item as { event?: unknown; "user-variables"?: unknown };
  const variables = event["user-variables"];
  return (
    event.event === "accepted" &&
    typeof variables === "object" &&
    variables !== null &&
    (variables as Record<string, unknown>)["submission-id"] === submissionId
  );
}

function messageIdOf(item: unknown): string | undefined {
  const id = (item as { message?: { headers?: { "message-id"?: unknown } } }).message?.headers?.[
    "message-id"
  ];
  return typeof id === "string" ? `<${id.replace(/^<|>$/g, "")}>` : undefined;
}

/** Errors raised before a single byte of the request could reach the server. */
const NOT_SENT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_CONNECT_TIMEOUT",
]);

function neverSent(error: unknown): boolean {
  const codes: unknown[] = [];
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === "object" && cause !== null) {
    codes.push((cause as { code?: unknown }).code);
    const inner = (cause as { errors?: unknown }).errors;
    if (Array.isArray(inner))
      for (const each of inner) codes.push((each as { code?: unknown }).code);
  }
  return (
    codes.length > 0 && codes.every((code) => typeof code === "string" && NOT_SENT_CODES.has(code))
  );
}

function isTimeout(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "name" in error && error.name === "TimeoutError"
  );
}

export function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
