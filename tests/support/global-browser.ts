/**
 * Browser tests run against the built, pre-rendered site, served by the same server as
 * `npm start` (with the mail gateway in sink mode writing to a temporary outbox):
 * dist/ (production React) and dist-dev/ (development React, which reports hydration
 * mismatches that production React repairs silently).
 */
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { distDir, projectRoot } from "../../scripts/paths.ts";
import { needsBuild, startServer } from "../../scripts/start.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    devBaseUrl: string;
    outboxDir: string;
  }
}

export default async function setup(project: TestProject) {
  const devDir = path.join(projectRoot, "dist-dev");
  const buildTime = new Date().toISOString();
  if (await needsBuild(distDir)) buildInChild(false, buildTime);
  if (await needsBuild(devDir)) buildInChild(true, buildTime);

  const outboxDir = await mkdtemp(path.join(os.tmpdir(), "outbox-"));
  process.env.MAIL_OUTBOX_DIR = outboxDir;
  process.env.MAIL_RATE_LIMIT = "1000";
  delete process.env.MAILGUN_API_KEY;
  delete process.env.MAIL_GATEWAY_KEY;

  const prod = await startServer({ root: distDir, port: 0 });
  const dev = await startServer({ root: devDir, port: 0 });
  project.provide("baseUrl", prod.url);
  project.provide("devBaseUrl", dev.url);
  project.provide("outboxDir", outboxDir);

  return async () => {
    await Promise.all([prod, dev].map(({ server }) => new Promise((r) => server.close(r))));
    await rm(outboxDir, { recursive: true, force: true });
  };
}

/**
 * Builds in a child process without vitest's NODE_ENV=test: in this process that value
 * would ship React's development build in dist/, and building dist/ and dist-dev/ in one
 * process mixes the production and development React modules during pre-rendering.
 */
function buildInChild(development: boolean, buildTime: string): void {
  const env: NodeJS.ProcessEnv = { ...process.env, BUILD_TIME: buildTime };
  delete env.NODE_ENV;
  const args = ["scripts/build.ts", ...(development ? ["--development"] : [])];
  const result = spawnSync(path.join(projectRoot, "node_modules", ".bin", "tsx"), args, {
    cwd: projectRoot,
    env,
    encoding: "utf8",
  });
  if (result.status !== 0)
    throw new Error(`Build failed (${args.join(" ")}):\n${result.stdout}\n${result.stderr}`);
}
