import type { IncomingMessage, ServerResponse } from "node:http";
import { DEFAULT_MAX_BODY_BYTES } from "./config.ts";
import type { GatewayHandler } from "./types.ts";

export interface NodeListenerOptions {
  /** Stop reading the request body past this many bytes (the handler answers 413). */
  maxBodyBytes?: number;
  /**
   * Reverse proxies in front that each append the address they saw to X-Forwarded-For
   * (MAIL_TRUSTED_PROXIES): the client is the Nth address from the right. 0 (the default)
   * ignores the header and uses the socket address.
   */
  trustedProxies?: number;
  /** Older spelling of `trustedProxies: 1` (MAIL_TRUST_PROXY=true); trustedProxies wins. */
  trustProxy?: boolean;
}

/** True for the paths the mail gateway serves (everything under /v3/). */
export function isGatewayPath(pathname: string): boolean {
  return pathname.startsWith("/v3/");
}

/** Adapts the web-standard gateway handler to Node's http server (and Connect middleware). */
export function toNodeListener(
  handler: GatewayHandler,
  options: NodeListenerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const hops = options.trustedProxies ?? (options.trustProxy ? 1 : 0);
  return (req, res) => {
    void respond(req, res, () =>
      handler(toWebRequest(req, maxBodyBytes), { ip: clientIp(req, hops) }),
    );
  };
}

async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  handle: () => Promise<Response>,
): Promise<void> {
  let response: Response;
  try {
    response = await handle();
  } catch {
    // The handler never throws; this only catches a request Node parsed but URL cannot.
    response = Response.json({ message: "Bad request" }, { status: 400 });
  }
  try {
    await writeResponse(req, res, response);
  } catch {
    res.destroy();
  }
}

function toWebRequest(req: IncomingMessage, maxBodyBytes: number): Request {
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const method = req.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD";
  // Node's fetch needs duplex "half" for a streamed body; the DOM typings do not know it.
  const init: RequestInit & { duplex?: "half" } = {
    method,
    headers: toHeaders(req),
    body: hasBody ? bodyStream(req, maxBodyBytes) : null,
    duplex: hasBody ? "half" : undefined,
  };
  return new Request(url, init);
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(":") || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return headers;
}

/**
 * Pull-based, so Node only reads as fast as the handler consumes. Past the cap it stops
 * reading; the chunk that crossed it is still delivered so the handler can see the overflow.
 */
function bodyStream(req: IncomingMessage, maxBytes: number): ReadableStream<Uint8Array> {
  let received = 0;
  let finished = false;
  let overLimit = false;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const finish = (action: () => void) => {
        if (finished) return;
        finished = true;
        req.pause();
        req.off("data", onData);
        action();
      };
      const onData = (chunk: Buffer) => {
        received += chunk.byteLength;
        controller.enqueue(new Uint8Array(chunk));
        if (received > maxBytes) {
          overLimit = true;
          finish(() => undefined);
        } else if ((controller.desiredSize ?? 0) <= 0) {
          req.pause();
        }
      };
      req.on("data", onData);
      req.on("end", () => finish(() => controller.close()));
      req.on("error", (error) => finish(() => controller.error(error)));
      req.on("close", () => {
        if (!req.complete) finish(() => controller.error(new Error("Request aborted")));
      });
      req.pause();
    },
    pull(controller) {
      if (overLimit) controller.error(new RangeError(`Request body exceeds ${maxBytes} bytes`));
      else if (!finished) req.resume();
    },
    cancel() {
      finished = true;
      req.pause();
    },
  });
}

function clientIp(req: IncomingMessage, trustedProxies: number): string | undefined {
  const forwarded =
    trustedProxies > 0
      ? forwardedClient(req.headers["x-forwarded-for"], trustedProxies)
      : undefined;
  const ip = forwarded ?? req.socket.remoteAddress;
  return ip?.replace(/^::ffff:(?=\d+\.)/i, "");
}

/**
 * The client address behind `hops` trusted proxies: each of them appended the address it
 * saw, so the Nth entry from the right was written by the outermost trusted proxy and
 * everything left of it is whatever the caller sent (forgeable, never read). With fewer
 * entries than hops, the request skipped a proxy; the leftmost entry is the best we know.
 */
export function forwardedClient(
  header: string | readonly string[] | undefined,
  hops: number,
): string | undefined {
  const joined = typeof header === "string" ? header : (header ?? []).join(",");
  const entries = joined
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return undefined;
  const entry = entries[Math.max(0, entries.length - hops)] ?? "";
  return withoutPort(entry);
}

/** `1.2.3.4:5678` and `[2001:db8::1]:443` (some proxies add the port) to the bare address. */
function withoutPort(entry: string): string {
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  const v6 = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  return v4?.[1] ?? v6?.[1] ?? entry;
}

async function writeResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  headers["content-length"] = String(body.byteLength);
  // An answer given before the whole body arrived (413, 415, 401…) must not leave the rest of
  // the upload to be parsed as the next request on a kept-alive connection.
  if (!req.complete) headers.connection = "close";
  res.writeHead(response.status, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}
