/**
 * Production build: client bundle, server bundle, then the pre-render step writing real
 * HTML for every route and 404.html.
 *
 *   tsx scripts/build.ts                 → dist/
 *   tsx scripts/build.ts --development   → dist-dev/ with React's development build, so
 *                                          the browser tests can see hydration warnings
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import { build } from "vite";
import { prerender } from "./prerender.ts";
import { isMainModule, projectRoot } from "./paths.ts";

export interface BuildOptions {
  development?: boolean;
  outDir?: string;
  quiet?: boolean;
}

export async function buildSite(options: BuildOptions = {}): Promise<string> {
  const development = options.development ?? false;
  const outDir = path.resolve(projectRoot, options.outDir ?? (development ? "dist-dev" : "dist"));
  const ssrOutDir = `${outDir}-ssr`;
  const mode = development ? "development" : "production";
  const previousNodeEnv = process.env.NODE_ENV;
  // React's development build is chosen by NODE_ENV, not by Vite's mode; pin it both ways,
  // since a test runner's NODE_ENV=test would otherwise put development React into dist/.
  process.env.NODE_ENV = development ? "development" : "production";
  process.env.BUILD_TIME ??= new Date().toISOString();
  const logLevel = options.quiet ? "warn" : "info";

  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });
  await build({
    root: projectRoot,
    mode,
    logLevel,
    build: { outDir, emptyOutDir: true, minify: !development },
  });
  await build({
    root: projectRoot,
    mode,
    logLevel,
    build: { ssr: "src/entry-server.tsx", outDir: ssrOutDir, emptyOutDir: true, manifest: false },
  });
  const pages = await prerender({ outDir, ssrOutDir });
  if (previousNodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = previousNodeEnv;
  await rm(ssrOutDir, { recursive: true, force: true });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${pages.length} pages into ${path.relative(projectRoot, outDir)}/ in ${seconds} s`,
  );
  return outDir;
}

if (isMainModule(import.meta.url)) {
  await buildSite({ development: process.argv.includes("--development") });
}
