/**
 * What `npm run bench` measures and where it writes, from the environment:
 *
 *   BENCH_RUNS=3                 runs per route and preset (medians in the report)
 *   BENCH_ROUTES="/,/el/contact" a comma list of routes (default: every route and its
 *                                Greek twin)
 *   BENCH_PRESETS=mobile,desktop Lighthouse presets; `document` adds the mobile preset with
 *                                the site's scripts blocked: the pre-rendered document alone,
 *                                each run next to the page's own (see PRESETS)
 *   BENCH_PARTS=lighthouse,phone,relay  which parts run (phone: bench/phone.ts and
 *                                bench/mainThread.ts; relay: bench/relay.ts)
 *   BENCH_CPU=calibrated         CPU slowdown: calibrated (4 × benchmarkIndex / 1750,
 *                                measured per run), default (Lighthouse's 4×) or a number
 *   BENCH_RUN_TIMEOUT=120        seconds one Lighthouse run may take
 *   BENCH_RETRIES=2              extra attempts per route and preset for failed runs
 *   BENCH_REPORT=/tmp/report.md  write the report elsewhere (a quick subset run)
 *   BENCH_SCHEME=dark            the system's colour scheme the pages see (default light)
 */
import path from "node:path";
import type { Config } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { nonEmpty, nonNegativeInt, positiveInt } from "../server/env.ts";
import { projectRoot } from "../scripts/paths.ts";

export type PresetName = "mobile" | "desktop" | "document";

/**
 * Mobile: Lighthouse's default config (Moto G Power emulation, simulated slow 4G).
 * Document: the same, with every script file the page requests blocked, so what is left
 * is the pre-rendered HTML and CSS (and the inline head scripts): the part of the mobile
 * figures the app's JavaScript does not cause.
 */
export const PRESETS: Record<PresetName, Config | undefined> = {
  mobile: undefined,
  desktop: desktopConfig,
  document: undefined,
};
const PRESET_NAMES = Object.keys(PRESETS) as PresetName[];

/** The script files a `document` run blocks (Lighthouse's blockedUrlPatterns). */
export const blockedUrlsOf = (preset: PresetName): string[] =>
  preset === "document" ? ["*.js"] : [];

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof CATEGORIES)[number];

/** Issue 6, mobile preset. */
export const TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpSeconds: 2.0,
  tbtMs: 100,
  cls: 0.02,
  initialJsBytes: 130 * 1024,
} as const;

export function listEnv(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : fallback;
}

const env = process.env;

export const runsPerRoute = positiveInt("BENCH_RUNS", env.BENCH_RUNS, 3);
export const retries = nonNegativeInt("BENCH_RETRIES", env.BENCH_RETRIES, 2);
export const runTimeoutMs = positiveInt("BENCH_RUN_TIMEOUT", env.BENCH_RUN_TIMEOUT, 120) * 1000;

export const presetNames = listEnv(env.BENCH_PRESETS, ["mobile", "desktop"]).map((name) => {
  if (!(PRESET_NAMES as string[]).includes(name))
    throw new Error(`BENCH_PRESETS: unknown preset "${name}" (${PRESET_NAMES.join(", ")})`);
  return name as PresetName;
});

const PARTS = ["lighthouse", "phone", "relay"] as const;
const benchParts = listEnv(env.BENCH_PARTS, [...PARTS]).map((name) => {
  if (!(PARTS as readonly string[]).includes(name))
    throw new Error(`BENCH_PARTS: unknown part "${name}" (${PARTS.join(", ")})`);
  return name;
});
export const lighthouseOn = benchParts.includes("lighthouse");
export const phoneOn = benchParts.includes("phone");
export const relayOn = benchParts.includes("relay");

/**
 * BENCH_PEER: pages of another site, each measured in the mobile preset beside one of our
 * routes, run for run, so both see the host in the same state: `route=url` pairs, such as
 * `/=http://127.0.0.1:4321/,/services=http://127.0.0.1:4321/services/` for a static peer
 * built and served locally. What the host costs a page with almost no JavaScript is then
 * in the same report as ours (issue 19 compares the site with such a peer).
 */
export interface Peer {
  route: string;
  url: string;
}

export const peers: Peer[] = listEnv(env.BENCH_PEER, []).map((item) => {
  const at = item.indexOf("=");
  const route = item.slice(0, at).trim();
  const url = item.slice(at + 1).trim();
  if (at < 1 || !route.startsWith("/") || !/^https?:\/\/[^/]/.test(url))
    throw new Error(`BENCH_PEER: expected route=http://host/path pairs, got "${item}"`);
  return { route, url };
});

/** BENCH_ROUTES's paths, or every path of the registry. */
export const wantedRoutes = (all: string[]) => listEnv(env.BENCH_ROUTES, all);

/** How the CPU slowdown is chosen (bench/calibrate.ts). */
export type CpuSetting =
  { kind: "calibrated" } | { kind: "default" } | { kind: "fixed"; rate: number };

export const cpuSetting: CpuSetting = (() => {
  const text = nonEmpty(env.BENCH_CPU) ?? "calibrated";
  if (text === "calibrated" || text === "default") return { kind: text };
  const rate = Number(text);
  if (!Number.isFinite(rate) || rate < 1)
    throw new Error(`BENCH_CPU must be calibrated, default or a number ≥ 1, got "${text}"`);
  return { kind: "fixed", rate };
})();

/** The colour scheme the system prefers while measuring (issue 23 measures both). */
export const colorScheme: "light" | "dark" = (() => {
  const text = nonEmpty(env.BENCH_SCHEME) ?? "light";
  if (text !== "light" && text !== "dark")
    throw new Error(`BENCH_SCHEME must be light or dark, got "${text}"`);
  return text;
})();

export const benchDir = path.join(projectRoot, "bench");
export const runsDir = path.join(benchDir, ".runs");
export const reportPath = env.BENCH_REPORT
  ? path.resolve(env.BENCH_REPORT)
  : path.join(benchDir, "REPORT.md");
