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
import { buildSite } from "../../scripts/build.ts";
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
  if (await needsBuild(distDir)) await buildSite({ quiet: true });
  if (await needsBuild(devDir)) await buildSite({ development: true, quiet: true });

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
