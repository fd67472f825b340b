import { createHash, timingSafeEqual } from "node:crypto";

/**
 * HTTP plumbing of the mail gateway: errors as answers, JSON responses, CORS, the messages
 * path and caller authentication.
 */

const MESSAGES_PATH = /^\/v3\/([^/]+)\/messages$/;
export const ALLOW = "POST, OPTIONS";
export const LOG_PREFIX = "[mail-gateway]";

/** A finished answer, kept as plain data so the idempotency cache can replay it. */
export interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

export class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

// ---------------------------------------------------------------------------------------------
// Responses and CORS

export function jsonResponse(status: number, body: string, headers: Record<string, string> = {}) {
  return new Response(body, {
    status,
    headers: {
      ...headers,
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

export function errorResponse(error: HttpError): Response {
  return jsonResponse(error.status, JSON.stringify({ message: error.message }), error.headers);
}

export function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      allow: ALLOW,
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "Authorization, Content-Type, Idempotency-Key",
      "access-control-max-age": "600",
      "cache-control": "no-store",
    },
  });
}

export function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

export type OriginRule =
  { any: true } | { protocol: string; hostname: string; anyPort: boolean; origin: string };

export function compileOrigins(entries: readonly string[]): OriginRule[] {
  return entries.map((entry): OriginRule => {
    if (entry === "*") return { any: true };
    const anyPort = entry.endsWith(":*");
    const url = new URL(anyPort ? entry.slice(0, -2) : entry);
    return { protocol: url.protocol, hostname: url.hostname, anyPort, origin: url.origin };
  });
}

export function originAllowed(
  origin: string | null,
  requestUrl: URL,
  rules: OriginRule[],
): boolean {
  if (origin === null) return true;
  const parsed = parseUrl(origin);
  if (parsed === undefined) return false;
  // Same host counts as same origin even if a TLS-terminating proxy makes the scheme differ.
  if (parsed.host === requestUrl.host) return true;
  return rules.some((rule) => {
    if ("any" in rule) return true;
    if (!rule.anyPort) return rule.origin === parsed.origin;
    return rule.protocol === parsed.protocol && rule.hostname === parsed.hostname;
  });
}

export function corsHeaders(
  origin: string | null,
  requestUrl: URL,
  rules: OriginRule[],
): Record<string, string> {
  if (origin === null || !originAllowed(origin, requestUrl, rules)) return { vary: "Origin" };
  return {
    vary: "Origin",
    "access-control-allow-origin": origin,
    "access-control-expose-headers": "Retry-After",
  };
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Path and authentication

/** The {domain} of `/v3/{domain}/messages`; any other path is a 404. */
export function messagesPathDomain(pathname: string): string {
  const match = MESSAGES_PATH.exec(pathname);
  try {
    if (match?.[1]) return decodeURIComponent(match[1]);
  } catch {
    // A malformed percent-escape is just another unknown path.
  }
  throw new HttpError(404, "Not Found");
}

export function checkAuth(request: Request, key: string): void {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  const credentials = match?.[1] ? Buffer.from(match[1], "base64").toString("utf8") : "";
  if (!constantTimeEqual(credentials, `api:${key}`)) {
    throw new HttpError(401, "Invalid or missing API key", {
      "www-authenticate": 'Basic realm="MG API"',
    });
  }
}

/** Hashing first gives equal-length inputs, so the comparison leaks neither content nor length. */
function constantTimeEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

export function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

export function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}
