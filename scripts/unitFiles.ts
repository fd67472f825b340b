/**
 * The unit test files, split by the environment they ask for: a file whose header says
 * `@vitest-environment node` runs in Node, any other in jsdom (vite.config.ts's two unit
 * projects). The Node files share their workers' imports (`isolate: false`); the jsdom
 * files keep a module registry each, since the DOM code they load keeps state of its own
 * for its document (tests/app/early-tap.test.ts failed after another DOM file in a
 * shuffled shared run).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const UNIT_FILE = /\.test\.tsx?$/;
const BROWSER_FILE = /\.browser\.test\.ts$/;
const NODE_ENVIRONMENT = /@vitest-environment\s+node\b/;

/** The unit files under `testsDir`, relative to `root`, in jsdom and in Node. */
export function unitFilesByEnvironment(root: string, testsDir = "tests") {
  const files = readdirSync(path.join(root, testsDir), { recursive: true, encoding: "utf8" })
    .filter((file) => UNIT_FILE.test(file) && !BROWSER_FILE.test(file))
    .map((file) => path.posix.join(testsDir, file.split(path.sep).join("/")))
    .sort();
  const node: string[] = [];
  const dom: string[] = [];
  for (const file of files) {
    // The docblock comes first in a file: its head is enough.
    const head = readFileSync(path.join(root, file), "utf8").slice(0, 400);
    (NODE_ENVIRONMENT.test(head) ? node : dom).push(file);
  }
  return { node, dom };
}
