/**
 * Full-page screenshots of the served site, for looking at what we build:
 *   tsx scripts/screenshot.ts [baseUrl] [path ...]   → screenshots/<name>-<width>.png
 * Options by env: WIDTHS="390,1366", OUT=dir, MENU=1 (also the open mobile menu).
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { launchChromium } from "../tests/support/chromium.ts";

const [base = "http://127.0.0.1:4173", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,1366").split(",").map(Number);
const heights: Record<number, number> = { 390: 844, 1366: 900 };
const out = process.env.OUT ?? "/tmp/screenshots";
await mkdir(out, { recursive: true });

const browser = await launchChromium();
try {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: heights[width] ?? 900 },
      deviceScaleFactor: 1,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning")
        console.log(`[${msg.type()}] ${msg.text()}`);
    });
    for (const p of paths.length ? paths : ["/"]) {
      await page.goto(new URL(p, base).href, { waitUntil: "networkidle" });
      // Let lazy images load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      const name =
        (p === "/" ? "home" : p.replace(/^\//, "").replace(/[/?#]+/g, "_")) + `-${width}`;
      await page.screenshot({
        path: path.join(out, `${name}.png`),
        fullPage: process.env.FULL !== "0",
      });
      if (process.env.MENU === "1" && width < 768) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).waitFor(); // its code loads lazily
        await page.screenshot({ path: path.join(out, `${name}-menu.png`) });
        await page.keyboard.press("Escape");
      }
      console.log(`saved ${name}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
