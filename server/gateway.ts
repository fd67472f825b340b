import type { GatewayConfig } from "./config.ts";
import { readForm } from "./form.ts";
import { createSpooledForwarder } from "./delivery.ts";
import { createForwarder } from "./forwarder.ts";
import {
  ALLOW,
  checkAuth,
  compileOrigins,
  corsHeaders,
  describe,
  errorResponse,
  HttpError,
  jsonResponse,
  LOG_PREFIX,
  messagesPathDomain,
  originAllowed,
  preflight,
  withHeaders,
} from "./http.ts";
import { contentHash, createIdempotencyCache } from "./idempotency.ts";
import {
  checkSender,
  droppedAnswer,
  isBotSubmission,
  readSubmission,
  senderOf,
  toMailMessage,
  validateSubmission,
} from "./message.ts";
import { answerPage, type PageState } from "./answerPage.ts";
import { wantsPage } from "./page.ts";
import { clientKey, createRateLimiter } from "./rateLimit.ts";
import { createSink } from "./sink.ts";
import type { ClientInfo, GatewayDeps, GatewayHandler } from "./types.ts";

export type { MailMessage } from "./message.ts";
export type { ClientInfo, Deliver, GatewayDeps, GatewayHandler } from "./types.ts";

/** The handler as createGateway returns it, with the spool's life cycle. */
export type Gateway = GatewayHandler & {
  /** Settles once the relay's spool has been read back (at once without a spool). */
  ready: Promise<void>;
  /** Stops the spool's retry loop (nothing to stop without a spool). */
  close: () => Promise<void>;
};

export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Gateway {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((line: string) => console.log(line));
  const origins = compileOrigins(config.allowedOrigins);
  // A sender that is not on the domain would make every message fail: refuse to start.
  checkSender(senderOf(config), config.domain);
  const limiter = createRateLimiter(config.rateLimitPerMinute, now);
  const ceiling =
    config.globalRateLimit &&
    createRateLimiter(config.globalRateLimit.limit, now, config.globalRateLimit);
  const idempotency = createIdempotencyCache(config.idempotency, now);
  const spooled =
    config.mailgunApiKey && deps.spool
      ? createSpooledForwarder(config, config.mailgunApiKey, { now, log, deps })
      : undefined;
  const deliver = config.mailgunApiKey
    ? createForwarder(config, config.mailgunApiKey, { now, log, deps })
    : createSink(config, now, log);

  async function route(request: Request, info: ClientInfo, page: PageState): Promise<Response> {
    const url = new URL(request.url);
    if (!originAllowed(request.headers.get("origin"), url, origins)) {
      throw new HttpError(403, "Origin not allowed");
    }
    const domain = messagesPathDomain(url.pathname);
    if (request.method === "OPTIONS") return preflight();
    if (domain.toLowerCase() !== config.domain.toLowerCase()) {
      throw new HttpError(404, "Domain not found");
    }
    if (request.method !== "POST") {
      throw new HttpError(405, `Method ${request.method} not allowed`, { allow: ALLOW });
    }
    const retryAfter = limiter.take(clientKey(info.ip));
    if (retryAfter !== undefined) {
      throw new HttpError(429, "Too many requests, please try again later", {
        "retry-after": String(retryAfter),
      });
    }
    if (config.gatewayKey !== undefined) checkAuth(request, config.gatewayKey);
    const form = await readForm(request, config.maxBodyBytes);
    const submission = readSubmission(form, request.headers.get("idempotency-key"));
    page.values = submission.values;
    page.language = submission.language;
    if (isBotSubmission(submission)) {
      // The honeypot was filled in: the same answer as a real message, and nothing kept.
      log(`${LOG_PREFIX} honeypot filled in: message dropped`);
      const answer = droppedAnswer(now(), config.domain);
      return jsonResponse(answer.status, answer.body);
    }
    const message = toMailMessage(
      validateSubmission(submission),
      submission.submissionId,
      config,
      submission.language,
    );
    // The global ceiling counts new valid messages only, so junk and replays cannot use it up.
    const admit = () => {
      const wait = ceiling?.take("all");
      if (wait !== undefined) {
        throw new HttpError(503, "Too many messages right now, please try again later", {
          "retry-after": String(wait),
        });
      }
    };
    const answer = spooled
      ? await spooled.submit(message, admit)
      : await idempotency.run(message.submissionId, contentHash(message), () => {
          admit();
          return deliver(message);
        });
    return jsonResponse(answer.status, answer.body, answer.headers);
  }

  const handler = async (request: Request, info: ClientInfo = {}): Promise<Response> => {
    let cors: Record<string, string> = { vary: "Origin" };
    // A form the browser posted itself (no JavaScript) is answered with a page, not JSON.
    const page: PageState | undefined = wantsPage(request) ? {} : undefined;
    let response: Response;
    try {
      cors = corsHeaders(request.headers.get("origin"), new URL(request.url), origins);
      response = await route(request, info, page ?? {});
    } catch (error) {
      if (!(error instanceof HttpError)) log(`${LOG_PREFIX} internal error: ${describe(error)}`);
      const known = error instanceof HttpError ? error : new HttpError(500, "Internal error");
      if (page) page.error = known;
      response = errorResponse(known);
    }
    if (page) response = await answerPage(request, response, page, config, log);
    return withHeaders(response, cors);
  };
  return Object.assign(handler, {
    ready: spooled?.ready ?? Promise.resolve(),
    close: () => spooled?.close() ?? Promise.resolve(),
  });
}
