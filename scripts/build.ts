/**
 * Production build: client bundle, server bundle, then the pre-render step writing real
 * HTML for every route and 404.html.
 *
 *   tsx scripts/build.ts                 → dist/
 *   tsx scripts/build.ts --development   → dist-dev/ with React's development build, so
 *                                          the browser tests can see hydration warnings
 *   tsx scripts/build.ts --out <dir>     → another output folder
 *   tsx scripts/build.ts --no-minify     → production build with readable code, for
 *                                          profiling (use with --out)
 *   THEME_PALETTE=tests/fixtures/palette-teal.ts tsx scripts/build.ts --out dist-teal
 *                                        → the site with another palette (use with --out)
 */
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build, loadEnv } from "vite";
import { createSchemes } from "../theme/schemes.ts";
import { loadPalette } from "./brandArt.ts";
import { precompress } from "./compress.ts";
import { prerender } from "./prerender.ts";
import { writeSocialImages } from "./socialImages.ts";
import { devDistDir, distDir, isMainModule, projectRoot } from "./paths.ts";
import { buildAdminPreview } from "./cmsPreviewBuild.ts";
import { writeAdmin } from "./cmsAdmin.ts";
import { cmsOptionsFromEnv } from "./cmsConfig.ts";
import { contentDirFromEnv, untranslatedEntries } from "../src/content/loader.ts";

/** The file a finished build leaves behind (see needsBuild in start.ts). */
export const buildStampPath = (outDir: string) => path.join(outDir, ".vite", "build-complete.json");

export interface BuildOptions {
  development?: boolean;
  outDir?: string;
  quiet?: boolean;
  /** Keep production code unminified (function names in CPU profiles). */
  noMinify?: boolean;
  /**
   * Write the .br/.gz twins of the text files (default: a production build). About ten
   * seconds of a build's CPU; the tests' own builds (content, CMS, retune) leave them
   * out, and the server compresses what has no twin.
   */
  precompress?: boolean;
}

export async function buildSite(options: BuildOptions = {}): Promise<string> {
  const development = options.development ?? false;
  const outDir = path.resolve(projectRoot, options.outDir ?? (development ? devDistDir : distDir));
  // The server bundle must sit inside the project so Node resolves its dependencies
  // (react, react-router, …) from node_modules, wherever the site itself is written.
  const ssrOutDir = path.join(projectRoot, ".cache", "ssr", path.basename(outDir));
  const mode = development ? "development" : "production";
  // React's build flavour follows NODE_ENV, not Vite's mode; callers such as vitest set
  // NODE_ENV=test, so pin it for the build and put it back afterwards.
  const previousNodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = mode;
  process.env.BUILD_TIME ??= new Date().toISOString();
  const logLevel = options.quiet ? "warn" : "info";

  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });
  await build({
    root: projectRoot,
    mode,
    logLevel,
    build: { outDir, emptyOutDir: true, minify: !development && !options.noMinify },
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
  // A build with another palette (THEME_PALETTE, the retune test) redraws the raster
  // icons and social image from its tokens; the committed ones in public/ are the
  // shipped palette's (scripts/render-images.ts).
  const palette = await loadPalette();
  // Each case study's and article's own social image, in this build's palette.
  await writeSocialImages({ outDir, tokens: createSchemes(palette.palette), mode });
  if (palette.file) {
    const { renderImages } = await import("./render-images.ts");
    await renderImages(createSchemes(palette.palette), outDir);
  }
  if (options.precompress ?? !development) await precompress(outDir);
  // /admin, the content editor (docs/decisions/023-cms.md): Decap's bundle, the config
  // generated from the schemas (GitHub backend from CMS_REPO/CMS_BRANCH; never the local
  // backend) and our preview templates. Written after the site's files are compressed:
  // Decap's own twins come from a cache (scripts/cmsAdmin.ts).
  await buildAdminPreview({ outDir, mode, logLevel, minify: !development && !options.noMinify });
  // CMS_* from the environment or .env (Vite's loadEnv: the environment wins).
  const cmsEnv = { ...process.env, ...loadEnv(mode, projectRoot, ["CMS_", "VITE_SITE_URL"]) };
  await writeAdmin(outDir, cmsOptionsFromEnv(cmsEnv), { compress: !development });
  // Written last: a build that stopped half-way is never mistaken for a finished one.
  await writeFile(
    buildStampPath(outDir),
    JSON.stringify({ mode, builtAt: new Date().toISOString() }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Built ${pages.length} pages into ${path.relative(projectRoot, outDir)}/ in ${seconds} s`,
  );
  // Entries still waiting for a translation are left off that language's pages; say so.
  const untranslated = untranslatedEntries({ dir: contentDirFromEnv() });
  if (untranslated.length > 0) {
    console.log(
      `Not translated yet, so absent from that language's pages:\n  ${untranslated.join("\n  ")}`,
    );
  }
  return outDir;
}

if (isMainModule(import.meta.url)) {
  const outIndex = process.argv.indexOf("--out");
  await buildSite({
    development: process.argv.includes("--development"),
    outDir: outIndex > 0 ? process.argv[outIndex + 1] : undefined,
    noMinify: process.argv.includes("--no-minify"),
    precompress: process.argv.includes("--no-precompress") ? false : undefined,
  });
}
