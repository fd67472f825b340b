/**
 * Finds Debian's (or any installed) Chromium for playwright-core, which never downloads
 * a browser of its own. CHROME_PATH wins over the usual locations.
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
];

export async function launchChromium(options: LaunchOptions = {}): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) {
    throw new Error(
      "No Chromium found. Install it (Debian/Ubuntu: apt-get install chromium) or set CHROME_PATH.",
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, ...options });
}
