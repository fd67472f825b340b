/**
 * Browser tests run against the built, pre-rendered site, served by the same server as
 * `npm start` (with the mail gateway in sink mode writing to a temporary outbox):
 * dist/ (production React) and dist-dev/ (development React, which reports hydration
 * mismatches that production React repairs silently).
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { distDir, projectRoot } from "../../scripts/paths.ts";
import { needsBuild, startServer } from "../../scripts/start.ts";
import { buildWorkshopIfStale } from "../../scripts/workshop.ts";
import { runToEnd } from "../../scripts/child.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    devBaseUrl: string;
    outboxDir: string;
  }
}

/**
 * Each build runs in its own Node process: the server bundle loads React from
 * node_modules, and a process that already loaded the production build of React cannot
 * render with the development one.
 */
async function build(args: string[]): Promise<void> {
  const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");
  const env = { ...process.env };
  delete env.NODE_ENV;
  const status = await runToEnd(tsx, ["scripts/build.ts", ...args], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (status !== 0) throw new Error(`Build failed: scripts/build.ts ${args.join(" ")}`);
}

export default async function setup(project: TestProject) {
  const devDir = path.join(projectRoot, "dist-dev");
  // The three builds at once: each is mostly one thread, so on a clean clone they share
  // the cores instead of waiting for each other. The Storybook workshop is the one whose
  // stories tests/theme/stories.browser.test.ts renders.
  await Promise.all([
    needsBuild(distDir).then((stale) => (stale ? build([]) : undefined)),
    needsBuild(devDir).then((stale) => (stale ? build(["--development"]) : undefined)),
    buildWorkshopIfStale(),
  ]);

  const outboxDir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  // Sink mode into a temporary outbox, no caller key, and rate limits tests never reach.
  const env = {
    MAIL_OUTBOX_DIR: outboxDir,
    MAIL_RATE_LIMIT: "1000",
    MAIL_GLOBAL_RATE_LIMIT: "off",
    MAILGUN_API_KEY: "",
    MAIL_GATEWAY_KEY: "",
  };
  // Every test browser connects from 127.0.0.1, two files at a time: no per-address cap.
  const limits = { maxConnectionsPerClient: 0 };
  const prod = await startServer({ root: distDir, port: 0, env, limits });
  const dev = await startServer({ root: devDir, port: 0, env, limits });
  project.provide("baseUrl", prod.url);
  project.provide("devBaseUrl", dev.url);
  project.provide("outboxDir", outboxDir);

  return async () => {
    await Promise.all([prod, dev].map(({ server }) => new Promise((r) => server.close(r))));
    await rm(outboxDir, { recursive: true, force: true });
  };
}
