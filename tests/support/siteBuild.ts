/**
 * A site build of a test's own (the content, CMS and retune tests): scripts/build.ts in a
 * process of its own, so it loads React in the build's flavour whatever the test runner
 * loaded. Without the .br/.gz twins: no test of these builds reads them, and they cost
 * about ten seconds of a build's CPU (`dist/`, which the deploy tests serve, has them).
 */
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { projectRoot } from "../../scripts/paths.ts";

export function buildSiteForTest(
  outDir: string,
  env: NodeJS.ProcessEnv = process.env,
): SpawnSyncReturns<string> {
  return spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/build.ts", "--out", outDir, "--no-precompress"],
    { cwd: projectRoot, env, encoding: "utf8" },
  );
}
