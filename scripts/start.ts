/**
 * `npm start`: builds the site if dist/ is missing or older than its sources, then
 * serves it on 127.0.0.1:$PORT (default 4173) together with the mail gateway, exactly as
 * the browser tests see it, with the relay's time-outs and connection cap.
 */
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { loadEnv } from "vite";
import { describeGatewayMode, gatewayConfigFromEnv } from "../server/config.ts";
import { createGateway } from "../server/gateway.ts";
import { applyServerLimits, serverLimitsFor, type ServerLimits } from "../server/listen.ts";
import { toNodeListener } from "../server/node.ts";
import { buildSite, buildStampPath } from "./build.ts";
import { distDir, isMainModule, projectRoot } from "./paths.ts";
import { createStaticServer, listen } from "./serve.ts";

const SOURCES = [
  "src",
  "content",
  "scripts/contentPlugin.ts",
  "theme",
  "assets",
  "public",
  "scripts/brandArt.ts",
  "index.html",
  "vite.config.ts",
  "package-lock.json",
  // The build and pre-render steps shape the output too.
  "scripts/build.ts",
  "scripts/prerender.ts",
  "scripts/chunkReport.ts",
  "scripts/routerPrune.ts",
  "scripts/eagerCommonJs.ts",
  "scripts/webFont.ts",
  // /admin (the content editor) and its config generated from the schemas.
  "scripts/cmsAdmin.ts",
  "scripts/cmsConfig.ts",
  "scripts/cmsPreviewBuild.ts",
  "scripts/mediaVariants.ts",
  // The pre-render inlines the boot script (and the CSP hash of it must match the page).
  "deploy/bootScript.ts",
];

async function newestMtime(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((c) => newestMtime(path.join(entry, c))));
  return Math.max(info.mtimeMs, ...times);
}

/** True when the build in `dir` is missing or any source changed after it was made. */
export async function needsBuild(dir: string = distDir): Promise<boolean> {
  const built = await stat(buildStampPath(dir)).catch(() => undefined);
  if (!built) return true;
  const sources = await Promise.all(SOURCES.map((s) => newestMtime(path.join(projectRoot, s))));
  return Math.max(...sources) > built.mtimeMs;
}

interface StartOptions {
  root?: string;
  port?: number;
  host?: string;
  /** Values that win over process.env and .env files (tests use a temporary outbox). */
  env?: Record<string, string>;
  /** Overrides of the time-outs and the per-address connection cap (server/listen.ts). */
  limits?: Partial<ServerLimits>;
}

export async function startServer(options: StartOptions = {}) {
  // VITE_* values from .env files count here too, as they do in the build.
  const env = { ...loadEnv("production", projectRoot, ""), ...process.env, ...options.env };
  const gatewayConfig = gatewayConfigFromEnv(env);
  // A lasting disk: in forward mode messages are spooled until Mailgun has them.
  const gateway = toNodeListener(createGateway(gatewayConfig, { spool: true }), {
    maxBodyBytes: gatewayConfig.maxBodyBytes,
    trustedProxies: gatewayConfig.trustedProxies,
  });
  const server = createStaticServer({
    root: options.root ?? distDir,
    gateway,
    mailApiBase: env.VITE_MAIL_API_BASE,
  });
  // The relay's limits: slow clients are cut off, one address holds few connections.
  applyServerLimits(server, serverLimitsFor(gatewayConfig, options.limits));
  const url = await listen(
    server,
    options.port ?? Number(env.PORT ?? 4173),
    options.host ?? env.HOST,
  );
  return { server, url, gatewayConfig };
}

if (isMainModule(import.meta.url)) {
  if (await needsBuild()) await buildSite();
  const { server, url, gatewayConfig } = await startServer();
  console.log(`Serving dist/ at ${url}`);
  console.log(describeGatewayMode(gatewayConfig, { spool: true }));
  const stop = () => server.close(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
