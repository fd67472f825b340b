import type { IncomingMessage, ServerResponse } from "node:http";
import { DEFAULT_MAX_BODY_BYTES } from "./config.ts";
import type { GatewayHandler } from "./gateway.ts";

export interface NodeListenerOptions {
  /** Stop reading the request body past this many bytes (the handler answers 413). */
  maxBodyBytes?: number;
  /** Take the client IP from the last X-Forwarded-For hop, as set by our own reverse proxy. */
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
  const trustProxy = options.trustProxy ?? false;
  return (req, res) => {
    void respond(req, res, () =>
      handler(toWebRequest(req, maxBodyBytes), { ip: clientIp(req, trustProxy) }),
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

function clientIp(req: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwarded = trustProxy ? lastForwardedHop(req.headers["x-forwarded-for"]) : undefined;
  const ip = forwarded ?? req.socket.remoteAddress;
  return ip?.replace(/^::ffff:/, "");
}

function lastForwardedHop(header: string | string[] | undefined): string | undefined {
  const joined = Array.isArray(header) ? header.join(",") : header;
  const hops = (joined ?? "").split(",").map((hop) => hop.trim());
  return hops.filter((hop) => hop !== "").at(-1);
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
