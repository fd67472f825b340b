/**
 * The production-like local server: serves dist/ the way the static host and nginx do
 * (a route's HTML, 404.html with status 404, immutable hashed assets, gzip or
 * pre-compressed Brotli/gzip files, the security headers of deploy/headers.ts), and
 * mounts the mail gateway at /v3/ on the same origin.
 */
import { createReadStream, existsSync } from "node:fs";
import { stat } from "node:fs/promises";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import {
  adminHeaders,
  cacheControl,
  isAdminPath,
  isHashedAsset,
  securityHeaders,
} from "../deploy/headers.ts";
import { COMPRESSIBLE_EXTENSIONS } from "./compress.ts";

export interface StaticServerOptions {
  root: string;
  /** Handles requests under /v3/ (the mail gateway); omitted = 404 there. */
  gateway?: (req: IncomingMessage, res: ServerResponse) => void;
  mailApiBase?: string;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
  ".xml": "application/xml; charset=utf-8",
};
const COMPRESSIBLE = COMPRESSIBLE_EXTENSIONS;

async function fileAt(file: string): Promise<string | undefined> {
  try {
    return (await stat(file)).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Maps a URL path to a file in root: exact file, or the folder's index.html. */
export async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  // No NUL bytes, and no dot-folders such as .vite/ (build reports, not for the public).
  if (decoded.includes("\0") || /(^|\/)\.[^/]/.test(decoded)) return undefined;
  const target = path.join(root, path.normalize(decoded));
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  return (await fileAt(target)) ?? (await fileAt(path.join(target, "index.html")));
}

export function createStaticServer(options: StaticServerOptions): http.Server {
  const root = path.resolve(options.root);
  const headers = securityHeaders({ mailApiBase: options.mailApiBase });
  // The content editor's own policy (deploy/headers.ts, docs/decisions/023-cms.md).
  const editorHeaders = adminHeaders({ mailApiBase: options.mailApiBase });

  return http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    if (url.pathname.startsWith("/v3/")) {
      if (options.gateway) return options.gateway(req, res);
    }
    const chosen = isAdminPath(url.pathname) ? editorHeaders : headers;
    serveStatic(root, url.pathname, req, res, chosen).catch((error: unknown) => {
      // A visitor who navigates away mid-download closes the stream: not a server fault.
      if (res.destroyed || (error as NodeJS.ErrnoException).code === "ERR_STREAM_PREMATURE_CLOSE")
        return;
      console.error("static server error:", error);
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" });
      res.end("Internal Server Error");
    });
  });
}

async function serveStatic(
  root: string,
  pathname: string,
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
): Promise<void> {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (req.method !== "GET" && req.method !== "HEAD") {
    res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" });
    res.end("Method Not Allowed");
    return;
  }

  let status = 200;
  let file = await resolveFile(root, pathname);
  if (!file) {
    status = 404;
    // A Greek address gets the Greek 404 page (dist/el/404.html), like nginx.
    const greek = /^\/el(\/|$)/.test(pathname) && existsSync(path.join(root, "el", "404.html"));
    file = path.join(root, greek ? "el/404.html" : "404.html");
  }
  const ext = path.extname(file);
  res.setHeader("Content-Type", TYPES[ext] ?? "application/octet-stream");
  res.setHeader(
    "Cache-Control",
    status === 200 && isHashedAsset(pathname) ? cacheControl.hashedAsset : cacheControl.document,
  );

  const accepts = req.headers["accept-encoding"] ?? "";
  if (COMPRESSIBLE.has(ext)) res.setHeader("Vary", "Accept-Encoding");
  const precompressed = COMPRESSIBLE.has(ext) ? await pickPrecompressed(file, accepts) : undefined;

  if (precompressed) {
    res.setHeader("Content-Encoding", precompressed.encoding);
    res.writeHead(status);
    if (req.method === "HEAD") return void res.end();
    await pipeline(createReadStream(precompressed.file), res);
    return;
  }
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(accepts)) {
    res.setHeader("Content-Encoding", "gzip");
    res.writeHead(status);
    if (req.method === "HEAD") return void res.end();
    await pipeline(createReadStream(file), zlib.createGzip(), res);
    return;
  }
  res.setHeader("Content-Length", (await stat(file)).size);
  res.writeHead(status);
  if (req.method === "HEAD") return void res.end();
  await pipeline(createReadStream(file), res);
}

async function pickPrecompressed(file: string, accepts: string) {
  if (/\bbr\b/.test(accepts) && (await fileAt(`${file}.br`)))
    return { file: `${file}.br`, encoding: "br" };
  if (/\bgzip\b/.test(accepts) && (await fileAt(`${file}.gz`)))
    return { file: `${file}.gz`, encoding: "gzip" };
  return undefined;
}

/** Starts the server and resolves with its URL once it listens. */
export function listen(server: http.Server, port: number, host = "127.0.0.1"): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address() as AddressInfo;
      resolve(`http://${host}:${actual}`);
    });
  });
}
