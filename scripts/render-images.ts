/**
 * Renders the raster images the site ships from their token-coloured SVG templates:
 *   og-default.jpg (1200x630, the default social image: Facebook, LinkedIn and X take no SVG)
 *   icon-192.png, icon-512.png (web manifest), apple-touch-icon.png (180x180)
 *
 *   npx tsx scripts/render-images.ts   → public/ (committed), after a palette change or
 *                                          an edit of assets/og/og-default.svg or
 *                                          theme/icons/favicon.svg; also updates
 *                                          theme/icons/rendered.json, which
 *                                          tests/theme/brand-art.test.ts compares with
 *                                          the current tokens
 * A build with THEME_PALETTE set renders them into its own output folder instead
 * (scripts/build.ts), so a retuned build carries retuned icons too.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { launchChromium } from "../tests/support/chromium.ts";
import { createSchemes, type Schemes as Tokens } from "../theme/schemes.ts";
import { loadPalette, resolveArt } from "./brandArt.ts";
import { isMainModule, projectRoot } from "./paths.ts";

export const rasterJobs = [
  { source: "assets/og/og-default.svg", out: "og-default.jpg", width: 1200, height: 630 },
  { source: "theme/icons/favicon.svg", out: "icon-192.png", width: 192, height: 192 },
  { source: "theme/icons/favicon.svg", out: "icon-512.png", width: 512, height: 512 },
  { source: "theme/icons/favicon.svg", out: "apple-touch-icon.png", width: 180, height: 180 },
] as const;

export const renderedStampPath = path.join(projectRoot, "theme", "icons", "rendered.json");

const resolvedSource = (source: string, tokens: Tokens) =>
  resolveArt(readFileSync(path.join(projectRoot, source), "utf8"), tokens);

/** Fingerprint of what the rasters are drawn from (resolved SVG sources and sizes). */
export function rasterFingerprint(tokens: Tokens): string {
  const hash = createHash("sha256");
  for (const job of rasterJobs) {
    hash.update(`${job.out} ${job.width}x${job.height}\n${resolvedSource(job.source, tokens)}\n`);
  }
  return hash.digest("hex");
}

export async function renderImages(tokens: Tokens, outDir: string): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const job of rasterJobs) {
      const page = await browser.newPage({
        viewport: { width: job.width, height: job.height },
        deviceScaleFactor: 1,
      });
      const sized = resolvedSource(job.source, tokens).replace(
        /<svg\b/,
        `<svg style="width:${job.width}px;height:${job.height}px"`,
      );
      await page.setContent(
        `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
      );
      const jpeg = job.out.endsWith(".jpg");
      await page.screenshot({
        path: path.join(outDir, job.out),
        type: jpeg ? "jpeg" : "png",
        ...(jpeg ? { quality: 88 } : { omitBackground: true }),
      });
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

if (isMainModule(import.meta.url)) {
  const tokens = createSchemes((await loadPalette()).palette);
  await renderImages(tokens, path.join(projectRoot, "public"));
  await writeFile(
    renderedStampPath,
    `${JSON.stringify({ fingerprint: rasterFingerprint(tokens) }, null, 2)}\n`,
  );
  console.log(`wrote ${rasterJobs.map((j) => `public/${j.out}`).join(", ")}`);
}
