import type { GatewayConfig } from "./config.ts";
import type { Deliver, GatewayDeps } from "./gateway.ts";
import { describe, LOG_PREFIX, type Answer } from "./http.ts";
import { FIELD, type MailMessage } from "./message.ts";

interface ForwarderContext {
  now: () => number;
  log: (line: string) => void;
  deps: GatewayDeps;
}

export function createForwarder(
  config: GatewayConfig,
  apiKey: string,
  context: ForwarderContext,
): Deliver {
  const { now, log } = context;
  const fetchImpl = context.deps.fetch ?? fetch;
  const sleep = context.deps.sleep ?? defaultSleep;
  const url = `${config.mailgunApiBase}/v3/${encodeURIComponent(config.domain)}/messages`;
  const authorization = `Basic ${Buffer.from(`api:${apiKey}`).toString("base64")}`;
  const { retries, baseDelayMs, maxDelayMs } = config.retry;

  async function attempt(message: MailMessage, timeoutMs: number): Promise<Answer> {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { authorization },
      body: toFormData(message),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return upstreamAnswer(response);
  }

  return async (message) => {
    // One time budget for the whole forward: the browser gives up after the same time.
    const deadline = now() + config.upstreamTimeoutMs;
    for (let tries = 1; ; tries++) {
      const remaining = deadline - now();
      let answer: Answer;
      try {
        answer = await attempt(message, Math.max(1, Math.floor(remaining)));
      } catch (error) {
        if (isTimeout(error)) return gatewayError(504, "Upstream time-out", log, tries);
        answer = gatewayErrorAnswer(502, "Upstream unreachable");
        log(`${LOG_PREFIX} forward: attempt ${tries} failed: ${describe(error)}`);
      }
      const retryable = answer.status === 429 || answer.status >= 500;
      const delay = backoff(tries, baseDelayMs, maxDelayMs, answer.headers?.["retry-after"]);
      if (!retryable || tries > retries || now() + delay >= deadline) {
        logOutcome(log, answer, tries);
        return answer;
      }
      await sleep(delay);
    }
  };
}

function toFormData(message: MailMessage): FormData {
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

/** Capped exponential backoff; an upstream Retry-After in seconds can only lengthen it. */
function backoff(tries: number, baseMs: number, maxMs: number, retryAfter?: string): number {
  const exponential = baseMs * 2 ** (tries - 1);
  const asked = Number(retryAfter) * 1000;
  return Math.min(maxMs, Math.max(exponential, Number.isFinite(asked) ? asked : 0));
}

function gatewayErrorAnswer(status: number, message: string): Answer {
  return { status, body: JSON.stringify({ message }) };
}

function gatewayError(status: number, message: string, log: (line: string) => void, tries: number) {
  const answer = gatewayErrorAnswer(status, message);
  logOutcome(log, answer, tries);
  return answer;
}

function logOutcome(log: (line: string) => void, answer: Answer, tries: number): void {
  const attempts = `${tries} attempt${tries === 1 ? "" : "s"}`;
  const id = idOf(answer.body);
  log(`${LOG_PREFIX} forward: ${answer.status}${id ? ` ${id}` : ""} after ${attempts}`);
  if (answer.status === 401 || answer.status === 403) {
    log(
      `${LOG_PREFIX} Mailgun refused the key: check MAILGUN_API_KEY, MAILGUN_DOMAIN and ` +
        "MAILGUN_API_BASE (EU domains need https://api.eu.mailgun.net)",
    );
  }
}

function idOf(body: string): string | undefined {
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

function isTimeout(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "name" in error && error.name === "TimeoutError"
  );
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
