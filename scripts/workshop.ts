/**
 * The static Storybook workshop (storybook-static/), built by `npm run build-storybook`.
 * The browser tests' global setup rebuilds it when its sources changed, so `npm test`
 * builds it on a clean clone (and in CI) and tests/theme/stories.browser.test.ts checks every
 * story of the current sources.
 */
import { existsSync, statSync } from "node:fs";
import { readdir, stat } from "node:fs/promises";
import path from "node:path";
import { runToEnd } from "./child.ts";
import { projectRoot } from "./paths.ts";

export const workshopDir = path.join(projectRoot, "storybook-static");
export const workshopIndex = path.join(workshopDir, "index.json");
const SOURCES = ["src", "theme", "assets", "stories", ".storybook", "package-lock.json"];

async function newestMtime(p: string): Promise<number> {
  const s = await stat(p);
  if (!s.isDirectory()) return s.mtimeMs;
  const entries = await readdir(p);
  const times = await Promise.all(entries.map((e) => newestMtime(path.join(p, e))));
  return Math.max(s.mtimeMs, ...times);
}

export async function buildWorkshopIfStale(): Promise<void> {
  if (existsSync(workshopIndex)) {
    const sources = await Promise.all(SOURCES.map((s) => newestMtime(path.join(projectRoot, s))));
    if (Math.max(...sources) < statSync(workshopIndex).mtimeMs) return;
  }
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  const status = await runToEnd("npm", ["run", "build-storybook"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (status !== 0) throw new Error("npm run build-storybook failed");
}
