/**
 * Renders the default social image (assets/og/og-default.svg) to public/og-default.jpg,
 * 1200x630, the format Facebook, LinkedIn and X accept. Run after changing the SVG:
 *   npx tsx scripts/render-og.ts
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { launchChromium } from "../tests/support/chromium.ts";
import { projectRoot } from "./paths.ts";

const svg = await readFile(path.join(projectRoot, "assets/og/og-default.svg"), "utf8");
const browser = await launchChromium();
try {
  const page = await browser.newPage({
    viewport: { width: 1200, height: 630 },
    deviceScaleFactor: 1,
  });
  await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
  await page.screenshot({
    path: path.join(projectRoot, "public/og-default.jpg"),
    type: "jpeg",
    quality: 88,
  });
  console.log("wrote public/og-default.jpg");
} finally {
  await browser.close();
}
