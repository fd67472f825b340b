/**
 * The mail gateway as a serverless function. The handler is the same web-standard
 * Request -> Response code that `npm start` and `npm run relay` run; this file only
 * binds it to the two common shapes of function runtimes:
 *   - `export default { fetch }` (Cloudflare Workers with nodejs_compat, Deno Deploy, Bun)
 *   - named `POST` / `OPTIONS` exports (Vercel and Netlify functions, Next.js route handlers)
 * Deploy it at the path `/v3/*` of the site's origin, with MAILGUN_API_KEY (forward mode:
 * functions have no lasting disk for the sink's outbox) and the MAIL_* settings in the
 * function's environment. Configuration is read once, on the first request.
 */
import { gatewayConfigFromEnv } from "./config.ts";
import { createGateway, type GatewayHandler } from "./gateway.ts";

let handler: GatewayHandler | undefined;

/** The platform's client address, when it sends one. */
function clientIp(request: Request): string | undefined {
  const forwarded = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return request.headers.get("cf-connecting-ip") ?? (forwarded || undefined);
}

export function handle(request: Request): Promise<Response> {
  handler ??= createGateway(gatewayConfigFromEnv(process.env));
  return handler(request, { ip: clientIp(request) });
}

export const POST = handle;
export const OPTIONS = handle;
export default { fetch: handle };
