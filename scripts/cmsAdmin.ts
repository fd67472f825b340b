/**
 * /admin, the content editor (Decap CMS, docs/decisions/023-cms.md), written into a build:
 *
 *   admin/index.html       noindex, loads the two scripts below (no inline script)
 *   admin/decap-cms.js     Decap's prebuilt bundle from node_modules (with its own React),
 *                          and the chunks and WebAssembly files it loads from beside it
 *   admin/preview.js       our preview templates: the site's components and theme, with
 *                          the site's React (src/admin/preview.tsx, built by the build)
 *   admin/config.yml       generated from the zod schemas (scripts/cmsConfig.ts)
 *
 * Nothing outside admin/ refers to these files, so no page of the site loads CMS code, and
 * the sitemap (written from the route registry) never lists /admin. Decap's files are
 * pre-compressed once per version into .cache/ (brotli at its best level takes seconds).
 */
import { existsSync, readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { compressedTwins } from "./compress.ts";
import { projectRoot } from "./paths.ts";
import { renderCmsConfig, type CmsConfigOptions } from "./cmsConfig.ts";

const require = createRequire(import.meta.url);

/** Decap's dist/ folder and version, as installed. */
export function decapDist(): { dir: string; version: string } {
  const manifest = require.resolve("decap-cms/package.json");
  const { version } = JSON.parse(readFileSync(manifest, "utf8")) as { version: string };
  return { dir: path.join(path.dirname(manifest), "dist"), version };
}

/** The files of Decap's bundle the browser loads: the main script, its chunks, wasm. */
async function decapFiles(dir: string): Promise<string[]> {
  return (await readdir(dir)).filter(
    (name) => /^(\d+\.)?decap-cms\.js$/.test(name) || /\.wasm$/.test(name),
  );
}

export const ADMIN_TITLE = "Content editor";

/**
 * The page at /admin/: noindex, no inline script (its CSP allows none). `siteStyles` are
 * the site's own style sheets (Inter's @font-face among them): the preview pane loads
 * them, so a preview shows the site's type, not a fallback font.
 */
export function adminHtml(siteStyles: readonly string[] = []): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>${ADMIN_TITLE}</title>
    <link rel="icon" href="data:,">
    <link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
    <meta name="site-styles" content="${siteStyles.join(" ")}">
  </head>
  <body>
    <script src="/admin/decap-cms.js"></script>
    <script src="/admin/preview.js"></script>
  </body>
</html>
`;
}

/**
 * Writes admin/ into `outDir`, except preview.js (the client build emits it). With
 * `compress`, Decap's files get their .br/.gz twins from the cache.
 */
export async function writeAdmin(
  outDir: string,
  options: CmsConfigOptions,
  { compress = true }: { compress?: boolean } = {},
): Promise<void> {
  const adminDir = path.join(outDir, "admin");
  await mkdir(adminDir, { recursive: true });
  const home = await readFile(path.join(outDir, "index.html"), "utf8").catch(() => "");
  // The site's font faces: written into each page by the pre-render that has just run
  // (scripts/prerender.ts, inlineStyleSheets), their file named by data-href.
  const siteStyles = [...home.matchAll(/<style data-href="(\/assets\/[^"]+\.css)"/g)]
    .map((m) => m[1] ?? "")
    .filter(Boolean);
  await writeFile(path.join(adminDir, "index.html"), adminHtml(siteStyles));
  await writeFile(path.join(adminDir, "config.yml"), renderCmsConfig(options));
  const { dir, version } = decapDist();
  const cache = path.join(projectRoot, ".cache", `decap-cms-${version}`);
  await mkdir(cache, { recursive: true });
  for (const name of await decapFiles(dir)) {
    const source = path.join(dir, name);
    await copyFile(source, path.join(adminDir, name));
    if (!compress || !name.endsWith(".js")) continue;
    const br = path.join(cache, `${name}.br`);
    const gz = path.join(cache, `${name}.gz`);
    if (!existsSync(br) || !existsSync(gz)) {
      const data = await readFile(source);
      if (data.length < 1024) continue;
      const twins = await compressedTwins(data);
      await Promise.all([writeFile(br, twins.br), writeFile(gz, twins.gz)]);
    }
    await copyFile(br, path.join(adminDir, `${name}.br`));
    await copyFile(gz, path.join(adminDir, `${name}.gz`));
  }
}
