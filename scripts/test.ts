/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find:
 * type check, lint, then vitest (unit tests, and browser tests against the built,
 * pre-rendered site). Finds Chromium first and installs Debian's package when it can.
 * The last lines printed are vitest's own summary.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findChromium } from "../tests/support/chromium.ts";
import { projectRoot } from "./paths.ts";

function run(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium(): void {
  if (findChromium()) return;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser is there.`);
    process.exit(1);
  }
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  if (canInstall) {
    console.log("▶ Chromium not found: installing Debian's chromium package");
    run("apt-get update", "apt-get", ["update", "-qq"]);
    run("apt-get install chromium", "apt-get", ["install", "-y", "-qq", "chromium"]);
    if (findChromium()) return;
  }
  console.error(
    [
      "The browser tests need Chromium and none was found.",
      "Install it (Debian/Ubuntu: sudo apt-get install chromium; macOS: install Google Chrome)",
      "or point CHROME_PATH at a Chromium or Chrome binary, then run npm test again.",
    ].join("\n"),
  );
  process.exit(1);
}

ensureChromium();
const bin = (name: string) => `${projectRoot}/node_modules/.bin/${name}`;
run("Type check (tsc --noEmit)", bin("tsc"), ["--noEmit"]);
run("Lint (eslint)", bin("eslint"), ["."]);
run("Tests (vitest: unit, then browser against the built site)", bin("vitest"), ["run"]);
