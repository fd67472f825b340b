/**
 * One Lighthouse run in a fresh Chromium with a fresh profile (it stops by itself, also
 * on a time-out), and the numbers the report takes from a run.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, {
  auditFlowArtifacts,
  generateReport,
  type Flags,
  type Result,
} from "lighthouse";
import { CHROMIUM_ARGS } from "../tests/support/chromium.ts";
import {
  calibratedMultiplier,
  MOBILE_DEFAULT_MULTIPLIER,
  type LighthouseCpu,
} from "./calibrate.ts";
import { delay } from "./serve.ts";
import {
  CATEGORIES,
  PRESETS,
  blockedUrlsOf,
  colorScheme,
  runTimeoutMs,
  type CategoryId,
  type PresetName,
} from "./settings.ts";
import { median } from "./stats.ts";

/** The Chromium of the run in progress and its profile, for a clean stop on Ctrl-C. */
let activeChrome: LaunchedChrome | undefined;
let activeProfile: string | undefined;
let stopping = false;

export const isStopping = () => stopping;

/** Stops the run in progress (Ctrl-C): its Chromium and its profile. */
export async function stopLighthouse(): Promise<void> {
  stopping = true;
  const chrome = activeChrome;
  const profile = activeProfile;
  if (chrome) await stopChrome(chrome);
  if (profile) await rm(profile, { recursive: true, force: true, maxRetries: 3 });
}

async function stopChrome(chrome: LaunchedChrome): Promise<void> {
  const exited = new Promise<void>((resolve) => {
    if (chrome.process.exitCode !== null || chrome.process.signalCode !== null) resolve();
    else chrome.process.once("exit", () => resolve());
  });
  try {
    chrome.kill();
  } catch {
    // Already gone.
  }
  await Promise.race([exited, delay(5000)]);
}

/**
 * One run. `cpu`: the CPU slowdown Lighthouse's simulation applies: the preset's own (4× on
 * mobile, 1× on desktop), a fixed rate, or the one calibrated from the run's own
 * benchmarkIndex (bench/calibrate.ts). Simulated throttling slows nothing while the page
 * loads; the multiplier only scales the recorded trace's tasks when the run is audited.
 * So for the last, the run is audited once more with its artifacts' settings given the
 * calibrated multiplier (Lighthouse refuses settings that differ between gathering and
 * auditing): the same trace, slowed as its own reading of the host says.
 */
export async function lighthouseRun(
  url: string,
  preset: PresetName,
  chromePath: string,
  cpu: LighthouseCpu,
) {
  if (stopping) throw new Error("Stopped");
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), "bench-chromium-"));
  activeProfile = userDataDir;
  let chrome: LaunchedChrome | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    chrome = await launch({
      chromePath,
      // Chromium's own switch for prefers-color-scheme: dark (Lighthouse has no setting).
      chromeFlags: colorScheme === "dark" ? [...CHROMIUM_ARGS, "--force-dark-mode"] : CHROMIUM_ARGS,
      userDataDir,
      logLevel: "silent",
      maxConnectionRetries: 40,
      // Our own SIGINT handler stops this Chromium, removes its profile and closes the
      // server; chrome-launcher's would exit the process first.
      handleSIGINT: false,
    });
    activeChrome = chrome;
    const { port } = chrome;
    const flagsFor = (cpuSlowdownMultiplier: number | undefined): Flags => ({
      port,
      output: "json",
      logLevel: "error",
      maxWaitForFcp: 30_000,
      maxWaitForLoad: 45_000,
      // Merged into the preset's throttling settings (the network part stays as it is).
      ...(cpuSlowdownMultiplier === undefined ? {} : { throttling: { cpuSlowdownMultiplier } }),
      blockedUrlPatterns: blockedUrlsOf(preset),
    });
    // A calibrated run is gathered at the mobile default; its audit is redone below.
    const gathered =
      cpu.kind === "fixed"
        ? cpu.multiplier
        : cpu.kind === "own-index"
          ? MOBILE_DEFAULT_MULTIPLIER
          : undefined;
    const run = (async () => {
      const result = await lighthouse(url, flagsFor(gathered), PRESETS[preset]);
      if (!result || cpu.kind !== "own-index" || result.lhr.runtimeError) return result;
      const multiplier = calibratedMultiplier(result.artifacts.BenchmarkIndex);
      const { settings } = result.artifacts;
      const artifacts = {
        ...result.artifacts,
        settings: {
          ...settings,
          throttling: { ...settings.throttling, cpuSlowdownMultiplier: multiplier },
        },
      };
      const flow = await auditFlowArtifacts(
        { gatherSteps: [{ artifacts, flags: flagsFor(multiplier) }] },
        PRESETS[preset],
      );
      const lhr = flow.steps[0]?.lhr;
      if (!lhr) throw new Error("Lighthouse's second audit returned no result");
      return { lhr, report: generateReport(lhr, "json") };
    })();
    // A run abandoned by the time-out must not surface later as an unhandled rejection.
    run.catch(() => undefined);
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`Lighthouse run timed out after ${runTimeoutMs / 1000} s`)),
        runTimeoutMs,
      );
    });
    const result = await Promise.race([run, timeout]);
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError)
      throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const report = Array.isArray(result.report) ? result.report.join("") : result.report;
    return { lhr: result.lhr, json: report };
  } finally {
    clearTimeout(timer);
    if (chrome) await stopChrome(chrome);
    activeChrome = undefined;
    await rm(userDataDir, { recursive: true, force: true, maxRetries: 3 });
    activeProfile = undefined;
  }
}

export interface RunMetrics {
  scores: Record<CategoryId, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
  totalBytes: number;
  scriptBytes: number;
  /** Lighthouse's own benchmarkIndex of the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run's simulation applied (its settings). */
  cpuMultiplier: number;
  /** The benchmarkIndex the multiplier was calibrated from; undefined: not calibrated. */
  calibrationIndex: number | undefined;
}

export const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

export function metricsOf(lhr: Result, calibrationIndex?: number): RunMetrics {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === "number" ? Math.round(score * 100) : null];
    }),
  ) as Record<CategoryId, number | null>;
  const summary = lhr.audits["resource-summary"]?.details;
  let scriptBytes = Number.NaN;
  if (summary?.type === "table") {
    const row = summary.items.find((item) => item.resourceType === "script");
    if (typeof row?.transferSize === "number") scriptBytes = row.transferSize;
  }
  return {
    scores,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    cls: numeric(lhr, "cumulative-layout-shift"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    siMs: numeric(lhr, "speed-index"),
    totalBytes: numeric(lhr, "total-byte-weight"),
    scriptBytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuMultiplier: lhr.configSettings.throttling.cpuSlowdownMultiplier,
    calibrationIndex,
  };
}

export type Medians = Omit<RunMetrics, "scores" | "calibrationIndex"> & {
  scores: Record<CategoryId, number>;
  calibrationIndex: number;
};

export function mediansOf(runs: readonly RunMetrics[]): Medians {
  const of = (pick: (r: RunMetrics) => number | null | undefined) =>
    median(runs.map((r) => pick(r) ?? Number.NaN));
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((r) => r.scores[id])])) as Record<
      CategoryId,
      number
    >,
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    fcpMs: of((r) => r.fcpMs),
    siMs: of((r) => r.siMs),
    totalBytes: of((r) => r.totalBytes),
    scriptBytes: of((r) => r.scriptBytes),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    cpuMultiplier: of((r) => r.cpuMultiplier),
    calibrationIndex: of((r) => r.calibrationIndex),
  };
}
