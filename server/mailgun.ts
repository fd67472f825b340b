import type { GatewayConfig } from "./config.ts";
import { describe, type Answer } from "./http.ts";
import { FIELD, type MailMessage } from "./message.ts";
import type { GatewayDeps } from "./types.ts";

/**
 * Talking to Mailgun: `createMailgunClient` makes one attempt and says what is known about
 * its outcome (server/policy.ts decides what follows), and reads Mailgun's event log.
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
