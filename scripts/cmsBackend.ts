/**
 * The CMS's local backend: decap-server's file-system middleware (it reads and writes the
 * working tree, no git, no sign-in) on a server that listens on the loopback interface
 * only. decap-server's own command listens on every interface unless BIND_HOST is set,
 * and it has no authentication: anyone who can reach it can write the repository. So we
 * never run its command; we mount its middleware (its `registerLocalFs` export) on our own
 * server, bound to 127.0.0.1, and refuse any other address.
 *
 *   startLocalBackend({ repoDir, port })   used by `npm run cms` and the CMS tests
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import path from "node:path";

/** The addresses the local backend may listen on: this machine only. */
export const LOOPBACK_HOSTS = ["127.0.0.1", "::1"] as const;
export type LoopbackHost = (typeof LOOPBACK_HOSTS)[number];
export const DEFAULT_BACKEND_PORT = 8081;

export type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
interface DecapServerMiddlewares {
  registerLocalFs: (app: Handler, options?: { logLevel?: string }) => Promise<void>;
}

const require = createRequire(import.meta.url);
/** decap-server's own express (a dependency of it), so its middleware gets what it expects. */
const fromDecapServer = createRequire(require.resolve("decap-server/dist/middlewares.js"));

export interface LocalBackend {
  server: http.Server;
  /** The URL the CMS's `local_backend.url` points at (…/api/v1). */
  url: string;
  host: LoopbackHost;
  port: number;
  close(): Promise<void>;
}

export interface LocalBackendOptions {
  /** The repository root whose content/ the CMS edits (default: the working directory). */
  repoDir?: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  logLevel?: "error" | "warn" | "info" | "debug";
}

/**
 * decap-server's file-system API as a request handler (POST /api/v1), editing the content
 * of `repoDir`. Mount it only on a server bound to the loopback interface.
 */
export async function createLocalBackendHandler(
  repoDir: string,
  logLevel: LocalBackendOptions["logLevel"] = "warn",
): Promise<Handler> {
  const express = fromDecapServer("express") as () => Handler;
  const { registerLocalFs } = fromDecapServer("./middlewares.js") as DecapServerMiddlewares;
  const app = express();
  // decap-server reads the repository's folder from GIT_REPO_DIRECTORY when it registers.
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = path.resolve(repoDir);
  try {
    await registerLocalFs(app, { logLevel });
  } finally {
    if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = previous;
  }
  return app;
}

export async function startLocalBackend(options: LocalBackendOptions = {}): Promise<LocalBackend> {
  const host = options.host ?? "127.0.0.1";
  if (!(LOOPBACK_HOSTS as readonly string[]).includes(host)) {
    throw new Error(
      `The CMS's local backend listens on the loopback interface only (${LOOPBACK_HOSTS.join(", ")}), not ${host}: it has no sign-in.`,
    );
  }
  const app = await createLocalBackendHandler(options.repoDir ?? process.cwd(), options.logLevel);
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_BACKEND_PORT, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(":") ? `[${host}]` : host;
  return {
    server,
    url: `http://${urlHost}:${port}/api/v1`,
    host: host as LoopbackHost,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
