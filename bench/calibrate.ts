/**
 * The CPU slowdown scaled to this host. Lighthouse's mobile preset slows the CPU 4×, a
 * figure that assumes a host whose benchmarkIndex is 1,500–2,000 (Lighthouse's throttling
 * notes); on a faster host 4× emulates a faster phone than intended, on a busy one a
 * slower one. Calibrated: 4 × benchmarkIndex / 1,750 (the midpoint).
 *
 * - A Lighthouse run takes the index from itself: Lighthouse measures it at the start of
 *   the run, in the run's own Chromium (`lhr.environment.benchmarkIndex`), and its
 *   simulated throttling only acts when the unthrottled trace is audited, so the trace is
 *   audited again with the multiplier of that very reading (bench/lighthouse.ts). A
 *   reading taken beforehand in another browser read lower than the run's own on this
 *   host (the run's was 1.20 times it, median of 36 runs), so the runs emulated a faster
 *   phone than the formula means
 *   (docs/decisions/017-calibrated-cpu-slowdown.md).
 * - A phone run (a real Chromium throttled through the DevTools protocol) needs its rate
 *   before the page loads: the index is measured just before it with Lighthouse's own page
 *   function (computeBenchmarkIndex) in an unthrottled page, the median of
 *   CALIBRATION_READINGS readings, since one reading on a busy 2-core host can be far off
 *   (docs/decisions/024-quiet-start.md, "What Lighthouse counts on this host").
 *
 * The desktop preset keeps its 1×: it models a desktop about as fast as the host and names
 * no reference index, so there is nothing to scale against (docs/decisions/017-calibrated-cpu-slowdown.md).
 */
import { throttling } from "lighthouse/core/config/constants.js";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Browser } from "playwright-core";
import { cpuSetting, type PresetName } from "./settings.ts";
import { fmt, median } from "./stats.ts";

/** Lighthouse's mobile CPU slowdown and the benchmarkIndex it is meant for. */
export const MOBILE_DEFAULT_MULTIPLIER = throttling.mobileSlow4G.cpuSlowdownMultiplier;
export const REFERENCE_INDEX = 1750;
/** Readings of the index per calibration; their median is used. */
export const CALIBRATION_READINGS = 3;

export interface Cpu {
  /** The CPU slowdown to apply. */
  multiplier: number;
  /** The benchmarkIndex it was calibrated from; undefined when not calibrated. */
  benchmarkIndex: number | undefined;
}

/** Lighthouse's benchmarkIndex of this host now, measured in a fresh page. */
export async function measureBenchmarkIndex(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return await page.evaluate(pageFunctions.computeBenchmarkIndex);
  } finally {
    await context.close();
  }
}

export const calibratedMultiplier = (benchmarkIndex: number) =>
  Math.round(((MOBILE_DEFAULT_MULTIPLIER * benchmarkIndex) / REFERENCE_INDEX) * 100) / 100;

/**
 * The mobile CPU slowdown for the next run, as BENCH_CPU says (calibrated: measured now).
 * Desktop: undefined, the preset's own 1×.
 */
export async function cpuFor(preset: PresetName, browser: Browser): Promise<Cpu | undefined> {
  if (preset === "desktop") return undefined;
  switch (cpuSetting.kind) {
    case "default":
      return { multiplier: MOBILE_DEFAULT_MULTIPLIER, benchmarkIndex: undefined };
    case "fixed":
      return { multiplier: cpuSetting.rate, benchmarkIndex: undefined };
    case "calibrated": {
      const readings: number[] = [];
      for (let i = 0; i < CALIBRATION_READINGS; i++)
        readings.push(await measureBenchmarkIndex(browser));
      const benchmarkIndex = median(readings);
      return { multiplier: calibratedMultiplier(benchmarkIndex), benchmarkIndex };
    }
  }
}

/**
 * How a Lighthouse run's CPU slowdown is chosen: the preset's own (desktop), a fixed rate,
 * or (calibrated) from the run's own benchmarkIndex when its trace is audited.
 */
export type LighthouseCpu =
  { kind: "preset" } | { kind: "fixed"; multiplier: number } | { kind: "own-index" };

export function lighthouseCpuFor(preset: PresetName): LighthouseCpu {
  if (preset === "desktop") return { kind: "preset" };
  switch (cpuSetting.kind) {
    case "default":
      return { kind: "fixed", multiplier: MOBILE_DEFAULT_MULTIPLIER };
    case "fixed":
      return { kind: "fixed", multiplier: cpuSetting.rate };
    case "calibrated":
      return { kind: "own-index" };
  }
}

/** The calibration's formula, as both methods' report text begins. */
const CALIBRATED =
  `calibrated per run: ${MOBILE_DEFAULT_MULTIPLIER} × benchmarkIndex / ${REFERENCE_INDEX} ` +
  "(Lighthouse's 4× assumes a host of index 1500–2000)";

/** How the mobile Lighthouse runs' CPU slowdown was chosen, for the report's text. */
export function lighthouseCpuMethod(): string {
  if (cpuSetting.kind !== "calibrated") return cpuMethod();
  return (
    `${CALIBRATED}, with the index Lighthouse measured at the start of that same run ` +
    "(lhr.environment.benchmarkIndex); the run's unthrottled trace is audited with that multiplier"
  );
}

/** How the phone runs' CPU slowdown was chosen, for the report's text. */
export function cpuMethod(): string {
  switch (cpuSetting.kind) {
    case "default":
      return `Lighthouse's default ${MOBILE_DEFAULT_MULTIPLIER}× (BENCH_CPU=default), not calibrated`;
    case "fixed":
      return `${fmt(cpuSetting.rate, 2)}× as set (BENCH_CPU=${cpuSetting.rate}), not calibrated`;
    case "calibrated":
      return (
        `${CALIBRATED}, the index measured just before each run with Lighthouse's ` +
        `computeBenchmarkIndex in an unthrottled page (the median of ${CALIBRATION_READINGS} readings)`
      );
  }
}

/** "9.12× (benchmarkIndex 3990)" or "4×". */
export const describeCpu = (cpu: Cpu | undefined) =>
  cpu === undefined
    ? "preset's own"
    : `${fmt(cpu.multiplier, 2)}×` +
      (cpu.benchmarkIndex === undefined ? "" : ` (benchmarkIndex ${fmt(cpu.benchmarkIndex, 0)})`);
