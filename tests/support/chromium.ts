/**
 * Finds Debian's (or any installed) Chromium for playwright-core, which never downloads
 * a browser of its own. CHROME_PATH wins over the usual locations.
 *
 * The test suite prefers Chromium's headless shell (Debian: chromium-headless-shell), the
 * same Blink and V8 without the desktop browser around them, which is what Playwright
 * itself runs headless tests in: the suite took about a third less CPU in it (decision
 * 022). The benchmark, the screenshots and the build's image rendering keep the full
 * browser a visitor runs.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser, type LaunchOptions } from "playwright-core";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
  "/snap/bin/chromium",
  "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
  "/Applications/Chromium.app/Contents/MacOS/Chromium",
];

export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const fromEnv = env.CHROME_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/** Where Debian's chromium-headless-shell puts the headless shell. */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/** The headless shell, if one is installed (never chosen over CHROME_PATH). */
export function findHeadlessShell(): string | undefined {
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : undefined;
}

/** The browser the tests run in: CHROME_PATH, else the headless shell, else the full one. */
export function findTestChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROME_PATH) return findChromium(env);
  return findHeadlessShell() ?? findChromium(env);
}

/** Flags for a quiet, sandbox-free headless run on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Glyphs placed as a headed browser places them. Only Chromium's headless shell reads this
  // switch; its default (full hinting) rounds each glyph's advance, so Inter's lines came
  // out 1% narrower there (627 against 634 px) and the fallback no longer matched them.
  "--font-render-hinting=none",
];

export async function launchChromium(
  options: LaunchOptions = {},
  executablePath = findChromium(),
): Promise<Browser> {
  if (!executablePath) {
    throw new Error(
      "No Chromium found. Install it (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH.",
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, ...options });
}
