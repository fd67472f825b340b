/**
 * Full-page screenshots of the served site, for looking at what we build:
 *   tsx scripts/screenshot.ts [baseUrl] [path ...]   → screenshots/<name>-<width>.png
 * Options by env: WIDTHS="390,1366", HEIGHT=844 (default: a usual height per width),
 * OUT=dir, FULL=0 (the first screen only), MENU=1 (also the open mobile menu),
 * PHONE=1 (widths under 768 as a real phone: isMobile, hasTouch, device scale 3; the
 * PNG is still one pixel per CSS pixel), SPACING=1 (WCAG 1.4.12 text spacing),
 * NOTICE_FOCUS=1 (also: tab until focus is just above the cookie notice, then the screen),
 * SCHEME=dark|light (the system's colour scheme; the names get "-dark"/"-light").
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { BANDS_ATTRIBUTE } from "../src/app/deferredBands.ts";
import { launchChromium } from "../tests/support/chromium.ts";

const [base = "http://127.0.0.1:4173", ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? "390,1366").split(",").map(Number);
const heights: Record<number, number> = { 320: 568, 360: 780, 375: 667, 390: 844, 412: 915 };
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }`;
const out = process.env.OUT ?? "/tmp/screenshots";
const scheme =
  process.env.SCHEME === "dark" || process.env.SCHEME === "light" ? process.env.SCHEME : undefined;
await mkdir(out, { recursive: true });

const browser = await launchChromium();
try {
  for (const width of widths) {
    const phone = process.env.PHONE === "1" && width < 768;
    const context = await browser.newContext({
      viewport: { width, height: Number(process.env.HEIGHT) || (heights[width] ?? 900) },
      deviceScaleFactor: phone ? 3 : 1,
      isMobile: phone,
      hasTouch: phone,
      reducedMotion: "reduce",
      ...(scheme ? { colorScheme: scheme } : {}),
    });
    const page = await context.newPage();
    page.on("console", (msg) => {
      if (msg.type() === "error" || msg.type() === "warning")
        console.log(`[${msg.type()}] ${msg.text()}`);
    });
    for (const p of paths.length ? paths : ["/"]) {
      await page.goto(new URL(p, base).href, { waitUntil: "networkidle" });
      if (process.env.SPACING === "1") await page.addStyleTag({ content: TEXT_SPACING });
      // Let lazy images load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 60));
        }
        window.scrollTo(0, 0);
      });
      // The bands the first layouts skipped are rendered (src/app/deferredBands.ts).
      await page.waitForFunction(
        (attribute) => !document.documentElement.hasAttribute(attribute),
        BANDS_ATTRIBUTE,
      );
      const name =
        (p === "/" ? "home" : p.replace(/^\//, "").replace(/[/?#]+/g, "_")) +
        `-${width}` +
        (scheme ? `-${scheme}` : "") +
        (process.env.SPACING === "1" ? "-spacing" : "");
      await page.screenshot({
        path: path.join(out, `${name}.png`),
        fullPage: process.env.FULL !== "0",
        scale: "css",
      });
      if (process.env.MENU === "1" && width < 768) {
        // By the toggle's popover target, not its name: a Greek page names it in Greek.
        await page.locator("button[popovertarget]").first().click();
        await page.locator("[popover]:popover-open").waitFor();
        await page.screenshot({ path: path.join(out, `${name}-menu.png`), scale: "css" });
        await page.keyboard.press("Escape");
      }
      if (process.env.NOTICE_FOCUS === "1") {
        const notice = page.getByRole("region", { name: "Cookie notice" });
        await notice.waitFor();
        // Tab until the focused element sits within 120 px above the notice's top edge.
        for (let i = 0; i < 200; i += 1) {
          await page.keyboard.press("Tab");
          const near = await notice.evaluate((el) => {
            const focused = document.activeElement;
            if (!focused || el.contains(focused) || focused === document.body) return false;
            const gap = el.getBoundingClientRect().top - focused.getBoundingClientRect().bottom;
            return gap >= 0 && gap < 120;
          });
          if (near) break;
        }
        await page.screenshot({ path: path.join(out, `${name}-notice-focus.png`), scale: "css" });
      }
      console.log(`saved ${name}.png`);
    }
    await context.close();
  }
} finally {
  await browser.close();
}
