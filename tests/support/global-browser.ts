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
import { devDistDir, distDir } from "../../scripts/paths.ts";
import { startServer } from "../../scripts/start.ts";
import { buildStaleSites } from "../../scripts/testBuilds.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    devBaseUrl: string;
    outboxDir: string;
  }
}

export default async function setup(project: TestProject) {
  // `npm test` has usually built them already, beside the type check and the lint.
  await buildStaleSites();

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
  const dev = await startServer({ root: devDistDir, port: 0, env, limits });
  project.provide("baseUrl", prod.url);
  project.provide("devBaseUrl", dev.url);
  project.provide("outboxDir", outboxDir);

  return async () => {
    await Promise.all([prod, dev].map(({ server }) => new Promise((r) => server.close(r))));
    await rm(outboxDir, { recursive: true, force: true });
  };
}
