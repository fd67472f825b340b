/**
 * `npm test`: the whole suite, in the order a failure is cheapest to find:
 * type check and lint (with the builds the browser tests need, beside them), then vitest
 * (unit tests, and browser tests against the built, pre-rendered site). Finds Chromium
 * first, and installs Debian's packages beside the checks when it can. The last lines
 * printed are vitest's own summary.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import { findChromium, findHeadlessShell, findTestChromium } from "../tests/support/chromium.ts";
import { BROTLI_MODULE, findNginx } from "../tests/support/nginx.ts";
import { projectRoot } from "./paths.ts";

function run(label: string, command: string, args: string[]): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

/** A step of `runTogether` (below): a labelled command. */
interface Step {
  label: string;
  command: string;
  args: string[];
  /** A nice value (0–19): the step gives way to the others for the CPU. */
  niceness?: number;
}

/**
 * The browser tests need Chromium; the deploy tests need nginx with the brotli static
 * module. Missing ones are installed from Debian's packages when we can (root + apt-get),
 * otherwise we say exactly what to install and stop. The tests run in Chromium's headless
 * shell when there is one (tests/support/chromium.ts): with only the full browser here,
 * the shell is installed too when we can, and the suite runs in the full browser when we
 * cannot. Returns the installation as a step to run beside the checks (it mostly waits on
 * the network and the disk), or nothing when there is nothing to install.
 */
function systemPackagesStep(): Step | undefined {
  if (process.env.CHROME_PATH && !findChromium()) {
    console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but no browser is there.`);
    process.exit(1);
  }
  const missing = [
    ...(findTestChromium() ? [] : ["chromium-headless-shell"]),
    ...(findNginx() ? [] : ["nginx-light"]),
    ...(existsSync(BROTLI_MODULE) ? [] : ["libnginx-mod-http-brotli-static"]),
    // The nginx test serves over TLS with a throw-away certificate made by openssl.
    ...(onPath("openssl") ? [] : ["openssl"]),
  ];
  const shellMissing = !process.env.CHROME_PATH && !findHeadlessShell();
  const canInstall = process.getuid?.() === 0 && existsSync("/usr/bin/apt-get");
  const shellHint =
    `The tests run in ${findTestChromium() ?? "Chromium"}; Chromium's headless shell ` +
    "(Debian: apt-get install chromium-headless-shell) runs them on about a third less CPU.";
  if (missing.length > 0 && !canInstall) {
    console.error(
      [
        `The tests need: ${missing.join(", ")}.`,
        "Debian/Ubuntu: sudo apt-get install " + missing.join(" "),
        "Any Chromium will do for the tests: the full browser (apt-get install chromium) is found",
        "too, and elsewhere install Google Chrome or Chromium and set CHROME_PATH to its binary.",
      ].join("\n"),
    );
    process.exit(1);
  }
  if (!canInstall) {
    if (shellMissing) console.log(`▶ ${shellHint}`);
    return undefined;
  }
  // The faster browser beside a full one: worth a try, never a reason to stop.
  const tryShell = shellMissing && !missing.includes("chromium-headless-shell");
  if (missing.length === 0 && !tryShell) return undefined;
  const shell = ["chromium-headless-shell"];
  const install = (packages: string[]) =>
    `apt-get install -y -qq --no-install-recommends ${packages.join(" ")}`;
  const commands = [
    "apt-get update -qq",
    ...(missing.length > 0 ? [install(missing)] : []),
    ...(tryShell ? [`{ ${install(shell)} || echo ${JSON.stringify(shellHint)}; }`] : []),
  ];
  return {
    label: `Install Debian packages the tests use: ${[...missing, ...(tryShell ? shell : [])].join(" ")}`,
    command: "bash",
    args: ["-c", commands.join(" && ")],
  };
}

function onPath(command: string): boolean {
  return (process.env.PATH ?? "")
    .split(path.delimiter)
    .some((dir) => dir !== "" && existsSync(path.join(dir, command)));
}

/**
 * Runs the checks at once (each is one thread, so they share the cores), keeps each one's
 * output apart and prints it under its label as it ends; exits if any failed.
 */
async function runTogether(steps: Step[]) {
  const results = await Promise.all(
    steps.map(
      ({ label, command, args, niceness }) =>
        new Promise<{ label: string; status: number | null; output: string }>((resolve) => {
          const child = spawn(command, args, {
            cwd: projectRoot,
            stdio: ["ignore", "pipe", "pipe"],
          });
          // Set before the step starts processes of its own, which inherit it.
          if (niceness !== undefined && child.pid !== undefined) {
            try {
              setPriority(child.pid, niceness);
            } catch {
              // Not allowed here: the step runs at the usual priority.
            }
          }
          let output = "";
          child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
          child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
          child.on("error", (error) => resolve({ label, status: 1, output: String(error) }));
          child.on("close", (status) => {
            console.log(`\n▶ ${label}${status === 0 ? " ✓" : ""}`);
            if (output) process.stdout.write(output);
            resolve({ label, status, output });
          });
        }),
    ),
  );
  const failed = results.filter((result) => result.status !== 0);
  for (const { label } of failed) console.error(`\n✖ ${label} failed`);
  if (failed.length > 0) process.exit(1);
}

const installStep = systemPackagesStep();
const bin = (name: string) => `${projectRoot}/node_modules/.bin/${name}`;
// The sites the browser tests visit are built beside the checks (scripts/testBuilds.ts):
// the type check ends well before the lint and would otherwise leave a core idle. Debian
// packages the tests need are installed beside them too: nothing uses them before vitest,
// and an installation mostly waits on the network and the disk.
await runTogether([
  ...(installStep ? [installStep] : []),
  // TypeScript 7's compiler (the `typescript7` alias; typescript-eslint still needs 6's API):
  // the same strict check of the same files in 11–13 s of CPU instead of 51.
  {
    label: "Type check (TypeScript 7: tsc --noEmit)",
    command: process.execPath,
    args: [path.join(projectRoot, "node_modules", "typescript7", "bin", "tsc"), "--noEmit"],
  },
  { label: "Lint (eslint)", command: bin("eslint"), args: ["."] },
  // The lint is one thread and ends last; the builds spread over both cores and are done
  // well before vitest needs them. Behind the lint for the CPU, the three steps took 84–86 s
  // instead of 104–115 s (the lint 65–70 s instead of 104–115 s; the builds end 4–8 s later).
  {
    label: "Build the site, its development twin and the workshop (scripts/testBuilds.ts)",
    command: bin("tsx"),
    args: ["scripts/testBuilds.ts"],
    niceness: 10,
  },
]);
run("Tests (vitest: unit, then browser against the built site)", bin("vitest"), ["run"]);
