/**
 * The sites the browser tests visit, built when their sources changed: dist/ (production
 * React), dist-dev/ (development React, which reports hydration mismatches that production
 * React repairs silently) and the Storybook workshop (storybook-static/).
 *
 * The browser tests' global setup calls buildStaleSites() (tests/support/global-browser.ts);
 * `npm test` runs this file beside the type check and the lint (scripts/test.ts), so on a
 * clean clone the builds use the core those leave idle, and the global setup finds them
 * fresh.
 */
import path from "node:path";
import { runToEnd } from "./child.ts";
import { devDistDir, distDir, isMainModule, projectRoot } from "./paths.ts";
import { needsBuild } from "./start.ts";
import { buildWorkshopIfStale } from "./workshop.ts";

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

/** The three builds at once: each is mostly one thread, so they share the cores. */
export async function buildStaleSites(): Promise<void> {
  await Promise.all([
    needsBuild(distDir).then((stale) => (stale ? build([]) : undefined)),
    needsBuild(devDistDir).then((stale) => (stale ? build(["--development"]) : undefined)),
    buildWorkshopIfStale(),
  ]);
}

if (isMainModule(import.meta.url)) {
  buildStaleSites().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
