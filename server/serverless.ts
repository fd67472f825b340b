/**
 * The mail gateway as a serverless function. The handler is the same web-standard
 * Request -> Response code that `npm start` and `npm run relay` run; this file only
 * binds it to the two common shapes of function runtimes:
 *   - `export default { fetch }` (Cloudflare Workers with nodejs_compat, Deno Deploy, Bun)
 *   - named `POST` / `OPTIONS` exports (Vercel and Netlify functions, Next.js route handlers)
 * Deploy it at the path `/v3/*` of the site's origin, with MAILGUN_API_KEY (forward mode:
 * functions have no lasting disk for the sink's outbox) and the MAIL_* settings in the
 * function's environment. Configuration is read once, on the first request.
 *
 * Set MAIL_PLATFORM so the rate limit sees each visitor: the client address comes only
 * from what that platform itself sets, never from a header a caller can send through.
 */
import { gatewayConfigFromEnv, type Platform } from "./config.ts";
import { createGateway, type GatewayHandler } from "./gateway.ts";
import { LOG_PREFIX } from "./http.ts";

let handler: GatewayHandler | undefined;
let platform: Platform | undefined;

/**
 * The client address as the platform reports it. `context` is the runtime's second
 * argument: Deno's ServeHandlerInfo (`remoteAddr`), Bun's Server (`requestIP`), Netlify's
 * Context (`ip`); Workers and Vercel pass nothing we use.
 *   cloudflare  CF-Connecting-IP, which Cloudflare's edge overwrites on every request to a
 *               Worker; read only when the request carries Workers' `cf` object
 *   vercel      x-real-ip (then x-vercel-forwarded-for), set by Vercel's edge
 *   netlify     x-nf-client-connection-ip, set by Netlify (or the function context's ip)
 *   deno        info.remoteAddr.hostname, the connection itself
 *   bun         server.requestIP(request), the connection itself
 * Without MAIL_PLATFORM the answer is undefined and all callers share one bucket: no
 * header is trusted, because on an unknown platform any of them may be the caller's own.
 */
export function clientAddress(
  target: Platform | undefined,
  request: Request,
  context?: unknown,
): string | undefined {
  const header = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || undefined;
  const ctx = (context ?? {}) as {
    ip?: unknown;
    remoteAddr?: { hostname?: unknown };
    requestIP?: (request: Request) => { address?: unknown } | null;
  };
  switch (target) {
    case "cloudflare":
      return "cf" in request ? header("cf-connecting-ip") : undefined;
    case "vercel":
      return header("x-real-ip") ?? header("x-vercel-forwarded-for");
    case "netlify":
      return header("x-nf-client-connection-ip") ?? stringOf(ctx.ip);
    case "deno":
      return stringOf(ctx.remoteAddr?.hostname);
    case "bun":
      return typeof ctx.requestIP === "function"
        ? stringOf(ctx.requestIP(request)?.address)
        : undefined;
    default:
      return undefined;
  }
}

function stringOf(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

export function handle(request: Request, context?: unknown): Promise<Response> {
  if (handler === undefined) {
    const config = gatewayConfigFromEnv(process.env);
    handler = createGateway(config);
    platform = config.platform;
    if (platform === undefined) {
      console.warn(
        `${LOG_PREFIX} MAIL_PLATFORM is not set: every caller shares one rate-limit bucket`,
      );
    }
  }
  return handler(request, { ip: clientAddress(platform, request, context) });
}

export const POST = handle;
export const OPTIONS = handle;
export default { fetch: handle };
