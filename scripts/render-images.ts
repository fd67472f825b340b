/**
 * Renders the raster images the site ships from their SVG sources, into public/:
 *   og-default.jpg (1200x630, the default social image: Facebook, LinkedIn and X take no SVG)
 *   icon-192.png, icon-512.png (web manifest), apple-touch-icon.png (180x180)
 * Run after changing assets/og/og-default.svg or public/favicon.svg:
 *   npx tsx scripts/render-images.ts
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { launchChromium } from "../tests/support/chromium.ts";
import { projectRoot } from "./paths.ts";

const jobs = [
  { source: "assets/og/og-default.svg", out: "og-default.jpg", width: 1200, height: 630 },
  { source: "public/favicon.svg", out: "icon-192.png", width: 192, height: 192 },
  { source: "public/favicon.svg", out: "icon-512.png", width: 512, height: 512 },
  { source: "public/favicon.svg", out: "apple-touch-icon.png", width: 180, height: 180 },
];

const browser = await launchChromium();
try {
  for (const job of jobs) {
    const svg = await readFile(path.join(projectRoot, job.source), "utf8");
    const page = await browser.newPage({
      viewport: { width: job.width, height: job.height },
      deviceScaleFactor: 1,
    });
    const sized = svg.replace(/<svg\b/, `<svg style="width:${job.width}px;height:${job.height}px"`);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    const jpeg = job.out.endsWith(".jpg");
    await page.screenshot({
      path: path.join(projectRoot, "public", job.out),
      type: jpeg ? "jpeg" : "png",
      ...(jpeg ? { quality: 88 } : { omitBackground: true }),
    });
    await page.close();
    console.log(`wrote public/${job.out}`);
  }
} finally {
  await browser.close();
}
