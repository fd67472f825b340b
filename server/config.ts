import { MAX_MESSAGE_REQUEST_BYTES } from "./bodyLimit.ts";
import { nonEmpty, positiveInt } from "./env.ts";
import { siteDefaults } from "./siteSettings.ts";

/** Everything the mail gateway needs, resolved once from the environment. */
export interface GatewayConfig {
  /** Mailgun private API key; undefined means sink mode (write to the outbox). */
  mailgunApiKey: string | undefined;
  /** Mailgun API base without a trailing slash. */
  mailgunApiBase: string;
  /** The only sending domain served: POST /v3/{domain}/messages. */
  domain: string;
  /** Where sink mode writes one JSON file per message (relative to the working directory). */
  outboxDir: string;
  /** Key the gateway requires from its callers as basic auth `api:{key}`; undefined = none. */
  gatewayKey: string | undefined;
  /**
   * Browser origins allowed to call the gateway. An entry ending in `:*` allows any port
   * (or none) on that scheme and host, e.g. `http://localhost:*`.
   */
  allowedOrigins: readonly string[];
  /** Messages per client IP per minute. */
  rateLimitPerMinute: number;
  maxBodyBytes: number;
  /** Total time budget for one forward, all retries included. */
  upstreamTimeoutMs: number;
  /** The only recipient the gateway accepts, so it can never be an open relay. */
  supportEmail: string;
  /**
   * Reverse proxies in front of the gateway that each append the address they saw to
   * X-Forwarded-For (0: none, use the socket address; 1: the shipped nginx; 2: a TLS
   * terminator in front of nginx). The client is the Nth address from the right.
   */
  trustedProxies: number;
  /** Serverless platform whose own header (or connection info) names the client. */
  platform: Platform | undefined;
  /** Messages accepted per period across all clients; undefined = no ceiling. */
  globalRateLimit: GlobalRateLimit | undefined;
  /**
   * Sender of every contact-form e-mail (display name and address on `domain`); a caller's
   * own `from` is never used. Undefined: "{brand} Website <contact-form@{domain}>".
   */
  sender?: string;
  /** Brand named on the gateway's own pages and in the default sender. */
  brandName?: string;
  retry: RetryPolicy;
  idempotency: { ttlMs: number; maxEntries: number };
  /** Forward mode on a host with a lasting disk: where accepted messages wait for Mailgun. */
  spool: SpoolConfig;
}

export interface SpoolConfig {
  /** Directory of the spool (relative to the working directory). */
  dir: string;
  /** Messages waiting for delivery at most; past it the gateway answers 503. */
  maxMessages: number;
  /** First wait of the retry loop; doubles per failed attempt, with jitter. */
  retryBaseMs: number;
  /** Longest wait between two attempts of the retry loop. */
  retryMaxMs: number;
  /** How long a delivered submission id (and its content hash) is remembered. */
  deliveredTtlMs: number;
}

export const PLATFORMS = ["cloudflare", "vercel", "netlify", "deno", "bun"] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface GlobalRateLimit {
  limit: number;
  windowMs: number;
}

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_MAILGUN_API_BASE = "https://api.mailgun.net";
export const DEFAULT_OUTBOX_DIR = ".outbox";
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 5;
/** The largest request a real contact message makes (server/bodyLimit.ts), about 171 KiB. */
export const DEFAULT_MAX_BODY_BYTES = MAX_MESSAGE_REQUEST_BYTES;
/**
 * The relay's whole in-request budget: past it the message stays spooled and the visitor is
 * told it is queued (202). It must end well before the browser gives up (gatewayClient.ts
 * MAIL_TIMEOUT_MS, 60 s), so the browser never reports a failure for a message the relay
 * still holds; tests/relay/budget.test.ts pins the two together.
 */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 25_000;
/** The largest budget accepted: the browser's 60 s minus a 10 s margin for the network. */
export const MAX_UPSTREAM_TIMEOUT_MS = 50_000;
export const DEFAULT_SPOOL_DIR = ".mail-spool";
export const DEFAULT_SPOOL_MAX_MESSAGES = 1_000;
export const DEFAULT_SPOOL_RETRY_BASE_MS = 30_000;
export const DEFAULT_SPOOL_RETRY_MAX_MS = 15 * 60_000;
export const DEFAULT_SPOOL_DELIVERED_TTL_MS = 30 * 24 * 60 * 60_000;
/** All clients together: 100 messages an hour, far above a contact form's real traffic. */
export const DEFAULT_GLOBAL_RATE_LIMIT: GlobalRateLimit = { limit: 100, windowMs: 3_600_000 };

/*
 * Environment variables (server side only; none of them reaches the browser bundle):
 *   MAILGUN_API_KEY           unset → sink mode (messages go to MAIL_OUTBOX_DIR);
 *                             set → forward mode (the gateway adds it and calls Mailgun)
 *   MAILGUN_API_BASE          default https://api.mailgun.net (EU: https://api.eu.mailgun.net)
 *   MAILGUN_DOMAIN            default VITE_MAILGUN_DOMAIN, then siteDefaults.mailDomain
 *   MAIL_OUTBOX_DIR           default .outbox
 *   MAIL_GATEWAY_KEY          default unset (no caller auth); set → callers must send
 *                             basic auth api:{key}
 *   MAIL_ALLOWED_ORIGINS      comma list that replaces the default; `:*` = any port, `*` =
 *                             any origin. Default http://localhost:*, http://127.0.0.1:*,
 *                             http://[::1]:* and the origin of VITE_SITE_URL (default
 *                             siteDefaults.siteUrl). Requests without an Origin header
 *                             (curl, servers) and same-origin requests are always allowed.
 *   MAIL_RATE_LIMIT           messages per client IP per minute, default 5
 *   MAIL_MAX_BODY_BYTES       default: the largest real message request (server/bodyLimit.ts)
 *   MAIL_UPSTREAM_TIMEOUT_MS  default 25000, the whole in-request forward including retries;
 *                             at most 50000 (the browser waits 60000); past it a spooled
 *                             message is answered 202 "queued"
 *   MAIL_SPOOL_DIR            default .mail-spool; forward mode keeps each accepted message
 *                             there until Mailgun has it (not on serverless hosts)
 *   MAIL_SPOOL_MAX            default 1000 messages waiting; past it new messages get 503
 *   MAIL_SPOOL_RETRY_BASE_MS  default 30000, first wait of the retry loop (doubles, jitter)
 *   MAIL_SPOOL_RETRY_MAX_MS   default 900000 (15 min), longest wait between two attempts
 *   MAIL_SUPPORT_EMAIL        the only allowed recipient; default VITE_SUPPORT_EMAIL,
 *                             then siteDefaults.supportEmail
 *   MAIL_GLOBAL_RATE_LIMIT    messages accepted across all clients, default 100/hour;
 *                             `N/minute` or `N/hour` (a bare N is per hour), `off` = none.
 *                             Past it: 503 with Retry-After.
 *   MAIL_TRUSTED_PROXIES      default 0 (the socket address is the client); the number of
 *                             reverse proxies in front that append to X-Forwarded-For: 1
 *                             behind the shipped nginx, 2 with a TLS terminator in front of it
 *   MAIL_TRUST_PROXY          deprecated: "true" or "1" means MAIL_TRUSTED_PROXIES=1
 *   MAIL_PLATFORM             serverless only: cloudflare, vercel, netlify, deno or bun, the
 *                             platform whose own client-address header the rate limit uses
 *   MAIL_FROM                 sender of every message, "Name <address@{MAILGUN_DOMAIN}>";
 *                             default "{brand} Website <contact-form@{domain}>"
 *   VITE_BRAND_NAME           the brand (default siteDefaults.brandName), also server side
 */
export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const siteUrl = nonEmpty(env.VITE_SITE_URL) ?? siteDefaults.siteUrl;
  return {
    mailgunApiKey: nonEmpty(env.MAILGUN_API_KEY),
    mailgunApiBase: (nonEmpty(env.MAILGUN_API_BASE) ?? DEFAULT_MAILGUN_API_BASE).replace(
      /\/+$/,
      "",
    ),
    domain:
      nonEmpty(env.MAILGUN_DOMAIN) ?? nonEmpty(env.VITE_MAILGUN_DOMAIN) ?? siteDefaults.mailDomain,
    outboxDir: nonEmpty(env.MAIL_OUTBOX_DIR) ?? DEFAULT_OUTBOX_DIR,
    gatewayKey: nonEmpty(env.MAIL_GATEWAY_KEY),
    allowedOrigins: parseOriginList(env.MAIL_ALLOWED_ORIGINS) ?? defaultOrigins(siteUrl),
    rateLimitPerMinute: positiveInt(
      "MAIL_RATE_LIMIT",
      env.MAIL_RATE_LIMIT,
      DEFAULT_RATE_LIMIT_PER_MINUTE,
    ),
    maxBodyBytes: positiveInt(
      "MAIL_MAX_BODY_BYTES",
      env.MAIL_MAX_BODY_BYTES,
      DEFAULT_MAX_BODY_BYTES,
    ),
    upstreamTimeoutMs: upstreamBudget(env.MAIL_UPSTREAM_TIMEOUT_MS),
    supportEmail:
      nonEmpty(env.MAIL_SUPPORT_EMAIL) ??
      nonEmpty(env.VITE_SUPPORT_EMAIL) ??
      siteDefaults.supportEmail,
    trustedProxies: trustedProxiesOf(env),
    platform: platformOf(env.MAIL_PLATFORM),
    globalRateLimit: globalRateLimitOf(env.MAIL_GLOBAL_RATE_LIMIT),
    sender: nonEmpty(env.MAIL_FROM),
    brandName: nonEmpty(env.VITE_BRAND_NAME) ?? siteDefaults.brandName,
    // SPEC §9's data-fetching defaults: 3 retries, 1 s doubling, capped at 30 s.
    retry: { retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 },
    idempotency: { ttlMs: 24 * 60 * 60 * 1_000, maxEntries: 10_000 },
    spool: spoolConfig(env),
  };
}

function spoolConfig(env: NodeJS.ProcessEnv): SpoolConfig {
  const retryBaseMs = positiveInt(
    "MAIL_SPOOL_RETRY_BASE_MS",
    env.MAIL_SPOOL_RETRY_BASE_MS,
    DEFAULT_SPOOL_RETRY_BASE_MS,
  );
  const retryMaxMs = positiveInt(
    "MAIL_SPOOL_RETRY_MAX_MS",
    env.MAIL_SPOOL_RETRY_MAX_MS,
    Math.max(DEFAULT_SPOOL_RETRY_MAX_MS, retryBaseMs),
  );
  if (retryMaxMs < retryBaseMs) {
    throw new Error(
      `MAIL_SPOOL_RETRY_MAX_MS (${retryMaxMs}) must not be below MAIL_SPOOL_RETRY_BASE_MS (${retryBaseMs})`,
    );
  }
  return {
    dir: nonEmpty(env.MAIL_SPOOL_DIR) ?? DEFAULT_SPOOL_DIR,
    maxMessages: positiveInt("MAIL_SPOOL_MAX", env.MAIL_SPOOL_MAX, DEFAULT_SPOOL_MAX_MESSAGES),
    retryBaseMs,
    retryMaxMs,
    deliveredTtlMs: DEFAULT_SPOOL_DELIVERED_TTL_MS,
  };
}

/**
 * A budget the browser would outlast is refused at start-up: the browser would report a
 * failure (and the visitor send again) while the relay still holds and delivers the message.
 */
function upstreamBudget(value: string | undefined): number {
  const budget = positiveInt("MAIL_UPSTREAM_TIMEOUT_MS", value, DEFAULT_UPSTREAM_TIMEOUT_MS);
  if (budget > MAX_UPSTREAM_TIMEOUT_MS) {
    throw new Error(
      `MAIL_UPSTREAM_TIMEOUT_MS must be at most ${MAX_UPSTREAM_TIMEOUT_MS} (the browser gives up ` +
        `after 60000 ms and needs a margin), got "${value?.trim()}"`,
    );
  }
  return budget;
}

function trustedProxiesOf(env: NodeJS.ProcessEnv): number {
  const text = nonEmpty(env.MAIL_TRUSTED_PROXIES);
  if (text === undefined) return /^(1|true|yes)$/i.test(env.MAIL_TRUST_PROXY?.trim() ?? "") ? 1 : 0;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`MAIL_TRUSTED_PROXIES must be a whole number from 0 to 10, got "${text}"`);
  }
  return hops;
}

function platformOf(value: string | undefined): Platform | undefined {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return undefined;
  const platform = PLATFORMS.find((name) => name === text);
  if (platform === undefined) {
    throw new Error(`MAIL_PLATFORM must be one of ${PLATFORMS.join(", ")}, got "${value}"`);
  }
  return platform;
}

const PERIODS: Record<string, number> = {
  minute: 60_000,
  min: 60_000,
  hour: 3_600_000,
  h: 3_600_000,
};

function globalRateLimitOf(value: string | undefined): GlobalRateLimit | undefined {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return DEFAULT_GLOBAL_RATE_LIMIT;
  if (text === "off" || text === "none") return undefined;
  const match = /^(\d+)\s*(?:\/\s*([a-z]+))?$/.exec(text);
  const limit = Number(match?.[1]);
  const windowMs = PERIODS[match?.[2] ?? "hour"];
  if (!match || windowMs === undefined || !Number.isSafeInteger(limit) || limit <= 0) {
    throw new Error(`MAIL_GLOBAL_RATE_LIMIT must be N/minute, N/hour or off, got "${value}"`);
  }
  return { limit, windowMs };
}

function parseOriginList(value: string | undefined): string[] | undefined {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim().replace(/\/+$/, ""))
    .filter((entry) => entry !== "");
  return entries.length > 0 ? entries : undefined;
}

function defaultOrigins(siteUrl: string): string[] {
  return ["http://localhost:*", "http://127.0.0.1:*", "http://[::1]:*", originOf(siteUrl)];
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`VITE_SITE_URL must be an absolute URL, got "${url}"`);
  }
}

/**
 * One line for start-up logs; names the mode and target, never the keys. Sink mode says
 * loudly that nothing is sent, so a server started without the key never passes for production.
 */
export function describeGatewayMode(
  config: GatewayConfig,
  options: { spool?: boolean } = {},
): string {
  const spool = options.spool ? `, spooling to ${config.spool.dir}/ until delivered` : "";
  const target = config.mailgunApiKey
    ? `forward mode, sending through ${config.mailgunApiBase}${spool}`
    : `sink mode: NO E-MAIL IS SENT, messages are only written to ${config.outboxDir}/ ` +
      "(set MAILGUN_API_KEY to send through Mailgun)";
  const auth = config.gatewayKey ? ", callers need MAIL_GATEWAY_KEY" : "";
  const route = `domain ${config.domain}, recipient ${config.supportEmail}`;
  return `[mail-gateway] ${target}; ${route}${auth}`;
}
