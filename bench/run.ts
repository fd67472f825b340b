/**
 * `npm run bench`: Lighthouse on every route of the built site, mobile and desktop
 * presets, a few runs each; the phone measurements in a real Chromium; bench/REPORT.md with
 * the medians, the targets of issue 6, the audits behind every missed target, the byte
 * budget; then the mail relay's section. A benchmark, not a test: it never fails on a
 * missed target, only when it cannot measure.
 *
 *   npm run bench                         all routes, mobile + desktop, 3 runs each
 *   BENCH_RUNS=1 BENCH_ROUTES="/,/contact" BENCH_PRESETS=mobile npm run bench
 *   BENCH_PRESETS=mobile,document ...     each page next to its document alone (no scripts)
 *   BENCH_PEER="/=http://127.0.0.1:4321/" ...  another site's page measured beside a route
 *   npm run bench -- --relay-only         only the mail relay section (bench/relay.ts)
 *   (every setting: bench/settings.ts)
 *
 * The files, one job each: settings.ts (env), serve.ts (routes, build, server),
 * calibrate.ts (the CPU slowdown for this host), lighthouse.ts (one run and its numbers),
 * phone.ts + phonePage.ts + mainThread.ts (the phone part), stats.ts, audits.ts and
 * missed.ts (what explains a missed target), report.ts + phoneReport.ts, relay.ts.
 *
 * Lighthouse runs one at a time, each in a fresh Chromium with a fresh profile, against
 * scripts/start.ts's server in its own process. The raw Lighthouse JSON of every run goes
 * to bench/.runs/ (gitignored) for diagnosis.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { findChromium, launchChromium } from "../tests/support/chromium.ts";
import { pageWeight } from "../tests/support/budget.ts";
import { distDir, projectRoot } from "../scripts/paths.ts";
import { cpuFor, describeCpu, lighthouseCpuFor } from "./calibrate.ts";
import { isStopping, lighthouseRun, metricsOf, stopLighthouse } from "./lighthouse.ts";
import type { Measured } from "./missed.ts";
import { INTERACTION_KINDS, phoneRun } from "./phone.ts";
import type { PhoneMeasured } from "./phoneReport.ts";
import { runRelayBench } from "./relay.ts";
import { writeReport } from "./report.ts";
import {
  buildIfNeeded,
  htmlFileOf,
  loadRoutes,
  serveDist,
  stopServer,
  type BenchRoute,
} from "./serve.ts";
import {
  benchDir,
  lighthouseOn,
  peers,
  phoneOn,
  presetNames,
  relayOn,
  reportPath,
  retries,
  runsDir,
  runsPerRoute,
  wantedRoutes,
} from "./settings.ts";
import { fmt } from "./stats.ts";

const slug = (routePath: string) =>
  routePath === "/" ? "home" : routePath.slice(1).replace(/[^a-z0-9]+/gi, "-");
/** The file name of a run's JSON: the route's, or for a peer page its host and path. */
const runSlug = (entry: Measured) =>
  entry.peer
    ? `peer-${entry.peer.replace(/^https?:\/\//, "").replace(/[^a-z0-9]+/gi, "-")}`
    : slug(entry.route.path);

const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(0)} s`;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function lighthouseAll(
  routes: readonly BenchRoute[],
  base: string,
  chromePath: string,
): Promise<Measured[]> {
  console.log(
    `Lighthouse: ${routes.length} route(s) × ${presetNames.join("+")} × ${runsPerRoute} run(s) against ${base}` +
      (peers.length ? `, and ${peers.length} peer page(s) beside their routes` : ""),
  );
  for (const preset of presetNames) await mkdir(path.join(runsDir, preset), { recursive: true });
  const measured: Measured[] = [];
  // Route by route, and each run in every preset before the next run: the presets a
  // report compares (mobile and the document alone) see the machine in the same state.
  for (const route of routes) {
    const entries = presetNames.map((preset): Measured => {
      const entry: Measured = { route, preset, runs: [], lhrs: [], failures: [] };
      measured.push(entry);
      return entry;
    });
    // A peer's page takes its turn after the route's own runs of the same round.
    if (presetNames.includes("mobile"))
      for (const peer of peers.filter((p) => p.route === route.path)) {
        const entry: Measured = {
          route,
          preset: "mobile",
          peer: peer.url,
          runs: [],
          lhrs: [],
          failures: [],
        };
        measured.push(entry);
        entries.push(entry);
      }
    // A run that fails (Lighthouse's NO_NAVSTART and the like, seen on a busy machine)
    // is retried, up to BENCH_RETRIES extra attempts per route and preset.
    const retriesLeft = new Map(entries.map((entry) => [entry, retries]));
    for (let n = 1; n <= runsPerRoute; n++) {
      for (const entry of entries) {
        const { preset } = entry;
        const label = `${preset} ${entry.peer ? `peer ${entry.peer}` : route.path} run ${n}/${runsPerRoute}`;
        while (!isStopping()) {
          const t0 = performance.now();
          try {
            const cpu = lighthouseCpuFor(preset);
            const url = entry.peer ?? new URL(route.path, base).href;
            const { lhr, json } = await lighthouseRun(url, preset, chromePath, cpu);
            await writeFile(path.join(runsDir, preset, `${runSlug(entry)}-${n}.json`), json);
            // Calibrated from the run's own reading: the multiplier and index in its result.
            const ownIndex = cpu.kind === "own-index" ? lhr.environment.benchmarkIndex : undefined;
            const metrics = metricsOf(lhr, ownIndex);
            entry.runs.push(metrics);
            entry.lhrs.push(lhr);
            const applied = { multiplier: metrics.cpuMultiplier, benchmarkIndex: ownIndex };
            console.log(
              `${label}: CPU ${describeCpu(cpu.kind === "preset" ? undefined : applied)}, perf ${metrics.scores.performance ?? "n/a"}, ` +
                `LCP ${fmt(metrics.lcpMs / 1000, 2)} s, TBT ${fmt(metrics.tbtMs, 0)} ms, ` +
                `CLS ${fmt(metrics.cls, 3)}, Lighthouse benchmarkIndex ${fmt(metrics.benchmarkIndex, 0)} ` +
                `(${seconds(t0)})`,
            );
            break;
          } catch (error) {
            entry.failures.push(messageOf(error));
            const left = retriesLeft.get(entry) ?? 0;
            const retry = left > 0 && !isStopping();
            console.error(`${label}: FAILED${retry ? " (retrying)" : ""}: ${messageOf(error)}`);
            if (!retry) break;
            retriesLeft.set(entry, left - 1);
          }
        }
      }
    }
  }
  return measured;
}

async function phoneAll(routes: readonly BenchRoute[], base: string, browser: Browser) {
  const phone: PhoneMeasured[] = [];
  console.log(`Phone: ${routes.length} route(s) × ${runsPerRoute} run(s)`);
  for (const route of routes) {
    const entry: PhoneMeasured = { route, runs: [], failures: [] };
    phone.push(entry);
    for (let n = 1; n <= runsPerRoute && !isStopping(); n++) {
      const t0 = performance.now();
      try {
        const cpu = await cpuFor("mobile", browser);
        if (!cpu) throw new Error("no CPU slowdown for the phone");
        const run = await phoneRun(browser, new URL(route.path, base).href, cpu);
        entry.runs.push(run);
        const inp = INTERACTION_KINDS.flatMap((kind) =>
          run.latencyMs[kind] === undefined ? [] : [`${kind} ${fmt(run.latencyMs[kind], 0)} ms`],
        );
        const { excessMs, longTasks, tap } = run.mainThread;
        console.log(
          `phone ${route.path} run ${n}/${runsPerRoute}: CPU ${describeCpu(cpu)}, ` +
            `first paint ${fmt(run.firstPaintMs, 0)} ms, first answered tap ` +
            `+${run.firstAnsweredTapMs ?? "none"} ms, INP ${inp.join(", ")}; main thread: ` +
            `${longTasks} long task(s) after first paint, excess ${fmt(excessMs, 0)} ms; tap at ` +
            `first paint +${fmt(tap.atMs, 0)} ms: input delay ${fmt(tap.inputDelayMs, 0)} ms, ` +
            `menu opens ${fmt(tap.menuOpenMs, 0)} ms after the tap (${seconds(t0)})`,
        );
      } catch (error) {
        entry.failures.push(messageOf(error));
        console.error(`phone ${route.path} run ${n}: FAILED: ${messageOf(error)}`);
      }
    }
  }
  return phone;
}

async function main(): Promise<void> {
  const started = new Date();
  const loadBefore = os.loadavg();
  const chromePath = findChromium();
  if (!chromePath)
    throw new Error("No Chromium found. Install it (apt-get install chromium) or set CHROME_PATH.");

  const registry = await loadRoutes();
  const wanted = wantedRoutes(registry.map((r) => r.path));
  const unknown = wanted.filter((p) => !registry.some((r) => r.path === p));
  if (unknown.length)
    throw new Error(`BENCH_ROUTES: not in the route registry: ${unknown.join(", ")}`);
  const routes = registry.filter((r) => wanted.includes(r.path));
  const unmatched = peers.filter((p) => !wanted.includes(p.route));
  if (unmatched.length)
    throw new Error(
      `BENCH_PEER: measured beside a route that is not measured: ${unmatched.map((p) => p.route).join(", ")}`,
    );

  await buildIfNeeded();
  const weights = new Map(routes.map((r) => [r.path, pageWeight(distDir, htmlFileOf(r.path))]));

  await rm(runsDir, { recursive: true, force: true });
  const { child: server, base } = await serveDist();
  // The phone part measures in it, and calibrates its CPU slowdown in it before each run.
  const browser = await launchChromium();
  const stopOnSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping.`);
    void (async () => {
      await stopLighthouse();
      await browser.close().catch(() => undefined);
      await stopServer(server);
      process.exit(130);
    })();
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);

  let measured: Measured[] = [];
  let phone: PhoneMeasured[] = [];
  try {
    if (lighthouseOn) measured = await lighthouseAll(routes, base, chromePath);
    if (phoneOn) phone = await phoneAll(routes, base, browser);
  } finally {
    await browser.close();
    await stopServer(server);
    process.off("SIGINT", stopOnSignal);
    process.off("SIGTERM", stopOnSignal);
  }

  await mkdir(benchDir, { recursive: true });
  await writeReport({ measured, routes, weights, chromePath, started, loadBefore, phone });
  console.log(`Wrote ${path.relative(projectRoot, reportPath)}`);
  const short = [
    ...measured
      .filter((m) => m.runs.length < runsPerRoute)
      .map((m) => `${m.preset} ${m.peer ?? m.route.path}`),
    ...phone.filter((m) => m.runs.length < runsPerRoute).map((m) => `phone ${m.route.path}`),
  ];
  if (short.length) {
    console.error(`Fewer than ${runsPerRoute} successful runs for: ${short.join(", ")}`);
    process.exitCode = 1;
  }
}

// The mail relay's section last: it is added to the report main() has just written.
const relayOnly = process.argv.includes("--relay-only");
if (!relayOnly) await main();
if (relayOnly || relayOn) await runRelayBench();
