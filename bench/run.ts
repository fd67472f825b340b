/**
 * `npm run bench`: Lighthouse on every route of the built site, mobile and desktop
 * presets, a few runs each, and bench/REPORT.md with the medians, the targets of issue 6,
 * the audits behind every missed target and the byte-budget table. A benchmark, not a
 * test: it never fails on a missed target, only when it cannot measure.
 *
 *   npm run bench                         all routes, mobile + desktop, 3 runs each
 *   BENCH_RUNS=1 BENCH_ROUTES="/,/contact" BENCH_PRESETS=mobile npm run bench
 *   BENCH_RUN_TIMEOUT=120                 seconds one Lighthouse run may take
 *   BENCH_RETRIES=2                       extra attempts per route and preset for failed runs
 *   npm run bench -- --relay-only         only the mail relay section (bench/relay.ts)
 *   BENCH_PARTS=lighthouse,phone          which parts run (phone: scripts/interaction.ts)
 *   BENCH_REPORT=/tmp/report.md           write the report elsewhere (a quick subset run)
 *
 * The phone part measures, per route on the mobile profile in a real Chromium: the first
 * paint, the first tap on the menu toggle that answers (probed from the first paint in
 * 250 ms steps, a fresh load per probe) and the Event Timing latency (INP definition) of
 * the menu, a filter tab, a carousel move and typing in the form, at 4x CPU.
 *
 * Builds dist/ first when it is stale (in a child process, as the browser tests do),
 * serves it with the local production server (scripts/start.ts, in its own process so
 * Lighthouse's work in this one never delays a response) on a random 127.0.0.1 port, and runs
 * Lighthouse one run at a time, each in a fresh Chromium with a fresh profile. The raw
 * Lighthouse JSON of every run goes to bench/.runs/ (gitignored) for diagnosis.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { type Config, type Flags, type Result } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { runnerImport } from "vite";
import type { RouteEntry } from "../src/content/routes.ts";
import { CHROMIUM_ARGS, findChromium, launchChromium } from "../tests/support/chromium.ts";
import { kb, pageWeight, textInScripts, type PageWeight } from "../tests/support/budget.ts";
import { runRelayBench } from "../bench/relay.ts";
import { distDir, projectRoot } from "./paths.ts";
import { needsBuild } from "./start.ts";
import {
  INTERACTION_KINDS,
  PROBE_STEP_MS,
  phoneRun,
  type InteractionKind,
  type PhoneRun,
} from "./interaction.ts";

// ---------------------------------------------------------------------------------------
// Settings

type PresetName = "mobile" | "desktop";

/** Mobile: Lighthouse's default config (Moto G Power emulation, simulated slow 4G). */
const PRESETS: Record<PresetName, Config | undefined> = {
  mobile: undefined,
  desktop: desktopConfig,
};

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type CategoryId = (typeof CATEGORIES)[number];

/** Issue 6, mobile preset. */
const TARGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpSeconds: 2.0,
  tbtMs: 100,
  cls: 0.02,
  initialJsBytes: 130 * 1024,
} as const;

const runsPerRoute = positiveInt(process.env.BENCH_RUNS, 3, "BENCH_RUNS");
const retries = nonNegativeInt(process.env.BENCH_RETRIES, 2, "BENCH_RETRIES");
const runTimeoutMs = positiveInt(process.env.BENCH_RUN_TIMEOUT, 120, "BENCH_RUN_TIMEOUT") * 1000;
const presetNames = listEnv(process.env.BENCH_PRESETS, ["mobile", "desktop"]).map((name) => {
  if (name !== "mobile" && name !== "desktop")
    throw new Error(`BENCH_PRESETS: unknown preset "${name}" (mobile, desktop)`);
  return name;
});

const benchParts = listEnv(process.env.BENCH_PARTS, ["lighthouse", "phone"]).map((name) => {
  if (name !== "lighthouse" && name !== "phone")
    throw new Error(`BENCH_PARTS: unknown part "${name}" (lighthouse, phone)`);
  return name;
});
const lighthouseOn = benchParts.includes("lighthouse");
const phoneOn = benchParts.includes("phone");

const benchDir = path.join(projectRoot, "bench");
const runsDir = path.join(benchDir, ".runs");
const reportPath = process.env.BENCH_REPORT
  ? path.resolve(process.env.BENCH_REPORT)
  : path.join(benchDir, "REPORT.md");

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer`);
  return n;
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number`);
  return n;
}

function listEnv(value: string | undefined, fallback: string[]): string[] {
  const items = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length ? items : fallback;
}

// ---------------------------------------------------------------------------------------
// Routes and build

/**
 * The route registry, loaded through Vite's module runner: src/content reads
 * `import.meta.env`, which only Vite defines (plain tsx leaves it undefined), so a static
 * import would crash. No Vite config file is needed for these plain data modules; env
 * files are read as in the production build.
 */
async function loadRoutes(): Promise<readonly RouteEntry[]> {
  const { module } = await runnerImport<typeof import("../src/content/routes.ts")>(
    "/src/content/routes.ts",
    { root: projectRoot, configFile: false, mode: "production", logLevel: "warn" },
  );
  return module.routeRegistry;
}

const htmlFileOf = (routePath: string) =>
  routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`;

/** Builds in a child process: a Node process that loaded one React flavour keeps it. */
async function buildIfNeeded(): Promise<void> {
  if (!(await needsBuild(distDir))) {
    console.log("dist/ is up to date.");
    return;
  }
  console.log("Building dist/ …");
  const env = { ...process.env };
  delete env.NODE_ENV;
  const result = spawnSync(
    path.join(projectRoot, "node_modules", ".bin", "tsx"),
    ["scripts/build.ts"],
    { cwd: projectRoot, env, stdio: ["ignore", "ignore", "inherit"], timeout: 5 * 60_000 },
  );
  if (result.status !== 0) throw new Error("Build failed: scripts/build.ts");
}

/**
 * scripts/start.ts's server in a child process on a random 127.0.0.1 port. In this
 * process it would share the event loop with Lighthouse, whose protocol and trace
 * handling during a page load would hold back responses (and the measured timings).
 */
async function serveDist(): Promise<{ child: ChildProcess; base: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: "0", HOST: "127.0.0.1" };
  delete env.NODE_ENV;
  const child = spawn(path.join(projectRoot, "node_modules", ".bin", "tsx"), ["scripts/start.ts"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(
      () => reject(new Error("The local server did not start in 60 s")),
      60_000,
    );
    child.once("exit", (code) =>
      reject(new Error(`The local server exited (${code}) before serving`)),
    );
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Serving dist\/ at (\S+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
  });
  child.stdout.resume();
  return { child, base };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  await Promise.race([exited, delay(5000)]);
}

// ---------------------------------------------------------------------------------------
// One Lighthouse run

/** The Chromium of the run in progress and its profile, for a clean stop on Ctrl-C. */
let activeChrome: LaunchedChrome | undefined;
let activeProfile: string | undefined;
let stopping = false;

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

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** One Lighthouse run in a fresh Chromium with a fresh profile; stops by itself. */
async function lighthouseRun(url: string, preset: PresetName, chromePath: string) {
  if (stopping) throw new Error("Stopped");
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), "bench-chromium-"));
  activeProfile = userDataDir;
  let chrome: LaunchedChrome | undefined;
  let timer: NodeJS.Timeout | undefined;
  try {
    chrome = await launch({
      chromePath,
      chromeFlags: CHROMIUM_ARGS,
      userDataDir,
      logLevel: "silent",
      maxConnectionRetries: 40,
      // Our own SIGINT handler stops this Chromium, removes its profile and closes the
      // server; chrome-launcher's would exit the process first.
      handleSIGINT: false,
    });
    activeChrome = chrome;
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      maxWaitForFcp: 30_000,
      maxWaitForLoad: 45_000,
    };
    const run = lighthouse(url, flags, PRESETS[preset]);
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

// ---------------------------------------------------------------------------------------
// Numbers from a run

interface RunMetrics {
  scores: Record<CategoryId, number | null>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  siMs: number;
  totalBytes: number;
  scriptBytes: number;
  benchmarkIndex: number;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function metricsOf(lhr: Result): RunMetrics {
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
  };
}

function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

type Medians = Omit<RunMetrics, "scores"> & { scores: Record<CategoryId, number> };

function mediansOf(runs: readonly RunMetrics[]): Medians {
  const of = (pick: (r: RunMetrics) => number | null) =>
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
  };
}

// ---------------------------------------------------------------------------------------
// Targets and the audits behind a miss

interface Miss {
  target: string;
  /** Which audits explain it. */
  kind: CategoryId | "lcp" | "tbt" | "cls" | "initialJs";
}

function missesOf(m: Medians, weight: PageWeight): Miss[] {
  const misses: Miss[] = [];
  for (const id of CATEGORIES) {
    if (!(m.scores[id] >= TARGETS[id]))
      misses.push({ kind: id, target: `${id} ${fmt(m.scores[id], 0)} (target ≥ ${TARGETS[id]})` });
  }
  if (!(m.lcpMs / 1000 < TARGETS.lcpSeconds))
    misses.push({ kind: "lcp", target: `LCP ${fmt(m.lcpMs / 1000, 2)} s (target < 2.0 s)` });
  if (!(m.tbtMs < TARGETS.tbtMs))
    misses.push({ kind: "tbt", target: `TBT ${fmt(m.tbtMs, 0)} ms (target < 100 ms)` });
  if (!(m.cls < TARGETS.cls))
    misses.push({ kind: "cls", target: `CLS ${fmt(m.cls, 3)} (target < 0.02)` });
  if (weight.jsGzip > TARGETS.initialJsBytes)
    misses.push({
      kind: "initialJs",
      target: `initial JS ${kb(weight.jsGzip)} gzip (target ≤ 130 KB)`,
    });
  return misses;
}

type Audit = Result["audits"][string];

const isFailing = (a: Audit, passAt: number) =>
  typeof a.score === "number" &&
  a.score < passAt &&
  !["notApplicable", "manual", "informative", "error"].includes(a.scoreDisplayMode);

const savingsOf = (a: Audit, metric?: "LCP" | "TBT" | "CLS" | "FCP") => {
  const s = a.metricSavings ?? {};
  if (metric) return s[metric] ?? 0;
  return (s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0) + (s.CLS ?? 0) * 10_000;
};

/** Ids of the audits that explain a miss, most telling first. */
function auditsFor(lhr: Result, kind: Miss["kind"]): Audit[] {
  const all = Object.values(lhr.audits);
  const inCategory = (id: CategoryId) => {
    const refs = lhr.categories[id]?.auditRefs ?? [];
    return refs
      .filter((ref) => ref.group !== "metrics")
      .map((ref) => lhr.audits[ref.id])
      .filter((a): a is Audit => a !== undefined);
  };
  const bySavings = (metric: "LCP" | "TBT" | "CLS") =>
    all
      .filter((a) => savingsOf(a, metric) > 0 && isFailing(a, 1))
      .sort((a, b) => savingsOf(b, metric) - savingsOf(a, metric));
  /** Context audits (informative ones included), when Lighthouse could compute them. */
  const pick = (...ids: string[]) =>
    ids
      .map((id) => lhr.audits[id])
      .filter(
        (a): a is Audit =>
          a !== undefined && !["notApplicable", "error"].includes(a.scoreDisplayMode),
      );
  switch (kind) {
    case "performance":
      return inCategory("performance")
        .filter((a) => isFailing(a, 0.9))
        .sort((a, b) => savingsOf(b) - savingsOf(a) || (a.score ?? 1) - (b.score ?? 1));
    case "accessibility":
    case "best-practices":
    case "seo":
      return inCategory(kind).filter((a) => isFailing(a, 1));
    case "lcp":
      return unique([
        ...pick("largest-contentful-paint-element", "lcp-lazy-loaded", "prioritize-lcp-image"),
        ...bySavings("LCP"),
        ...pick("network-dependency-tree-insight"),
      ]);
    case "tbt":
      return unique([...pick("long-tasks", "bootup-time"), ...bySavings("TBT")]);
    case "cls":
      return unique([...pick("layout-shifts"), ...bySavings("CLS")]);
    case "initialJs":
      return pick("unused-javascript", "bootup-time");
  }
}

const unique = (audits: Audit[]) => [...new Map(audits.map((a) => [a.id, a])).values()];

/** A few rows of an audit's details, in words: what, and how much. */
function detailRows(details: Audit["details"], max = 3): string[] {
  if (!details) return [];
  if (details.type === "list") {
    return details.items.flatMap((item) =>
      detailRows((item.type === "list-section" ? item.value : item) as Audit["details"], 5),
    );
  }
  if (details.type === "network-tree") return [longestChain(details.chains)];
  if (details.type !== "table" && details.type !== "opportunity") return [];
  return details.items.slice(0, max).map((item) => {
    const what = [
      item.url,
      item.node,
      item.source,
      item.label,
      item.phase,
      item.statistic,
      item.group,
      item.groupLabel,
      item.entity,
    ]
      .map(describeValue)
      .find(Boolean);
    const howMuch = AMOUNTS.map(([key, unit]) => {
      const raw: unknown = item[key];
      // A numeric column may hold { type: "numeric", value }.
      const value = typeof raw === "object" ? (raw as { value?: unknown } | null)?.value : raw;
      if (typeof value !== "number") return undefined;
      if (unit === "B") return `${key} ${kb(value)}`;
      return `${key} ${fmt(value, unit === "ms" ? 0 : 3)}${unit ? ` ${unit}` : ""}`;
    })
      .filter(Boolean)
      .join(", ");
    return [what ?? "(item)", howMuch].filter(Boolean).join(": ");
  });
}

const AMOUNTS: [key: string, unit: "ms" | "B" | ""][] = [
  ["wastedMs", "ms"],
  ["wastedBytes", "B"],
  ["duration", "ms"],
  ["total", "ms"],
  ["timing", "ms"],
  ["reflowTime", "ms"],
  ["score", ""],
  ["transferSize", "B"],
  ["value", ""],
];

interface Chain {
  url: string;
  navStartToEndTime: number;
  transferSize: number;
  isLongest?: boolean;
  children?: Record<string, Chain>;
}

/** The longest request chain of a network-tree, e.g. "/ (118 ms) → /assets/x.js (363 ms)". */
function longestChain(chains: unknown): string {
  const steps: string[] = [];
  let level = chains as Record<string, Chain> | undefined;
  while (level) {
    const nodes = Object.values(level);
    const next = nodes.find((c) => c.isLongest) ?? nodes[0];
    if (!next) break;
    steps.push(
      `${shortUrl(next.url)} (${kb(next.transferSize)}, ends ${fmt(next.navStartToEndTime, 0)} ms)`,
    );
    level = next.children;
  }
  return `longest chain: ${steps.join(" → ")}`;
}

function describeValue(value: unknown): string | undefined {
  if (typeof value === "string") return shortUrl(value);
  if (!value || typeof value !== "object") return undefined;
  const v = value as Record<string, unknown>;
  if (v.type === "node") {
    const label = typeof v.nodeLabel === "string" ? v.nodeLabel.slice(0, 60) : "";
    const snippet = typeof v.snippet === "string" ? v.snippet.slice(0, 90) : "";
    return `${label ? `"${label}" ` : ""}\`${snippet || String(v.selector)}\``;
  }
  if (v.type === "source-location" && typeof v.url === "string")
    return `${shortUrl(v.url)}:${String(v.line)}`;
  if (v.type === "text" && typeof v.value === "string") return v.value;
  if (typeof v.text === "string") return v.text;
  if (typeof v.formattedDefault === "string") return v.formattedDefault;
  return undefined;
}

/** Same-origin URLs as paths, so the report does not depend on the random port. */
function shortUrl(value: string): string {
  try {
    const u = new URL(value);
    return u.hostname === "127.0.0.1" ? u.pathname : value;
  } catch {
    return value;
  }
}

function describeAudit(a: Audit): string {
  const value = a.displayValue ? ` — ${a.displayValue}` : "";
  const scored = typeof a.score === "number" && a.scoreDisplayMode !== "informative";
  const score = scored ? ` (score ${fmt(a.score ?? 0, 2)})` : "";
  const rows = detailRows(a.details).map((row) => `\n    - ${row.replace(/\|/g, "\\|")}`);
  return `- \`${a.id}\` ${a.title}${value}${score}${rows.join("")}`;
}

// ---------------------------------------------------------------------------------------
// Report

interface Measured {
  route: RouteEntry;
  preset: PresetName;
  runs: RunMetrics[];
  lhrs: Result[];
  failures: string[];
}

const fmt = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : "n/a";

function tableOf(rows: Measured[], weights: Map<string, PageWeight>, withTargets: boolean) {
  const head =
    "| route | perf | a11y | best pr. | SEO | LCP (s) | TBT (ms) | CLS | total (KB) | script (KB) | initial JS (KB gz) | runs |" +
    (withTargets ? " targets |" : "");
  const sep = "|---|" + "---:|".repeat(11) + (withTargets ? ":---|" : "");
  const lines = rows.map((r) => {
    const m = mediansOf(r.runs);
    const weight = weights.get(r.route.path);
    const js = weight ? (weight.jsGzip / 1024).toFixed(1) : "n/a";
    let verdict = "";
    if (withTargets) {
      const misses = weight && r.runs.length ? missesOf(m, weight) : [];
      verdict = !r.runs.length
        ? " no data |"
        : misses.length
          ? ` **missed ${misses.length}** |`
          : " met |";
    }
    const mark = (ok: boolean, text: string) => (withTargets && !ok ? `**${text}**` : text);
    return (
      `| ${r.route.path} ` +
      CATEGORIES.map((id) => `| ${mark(m.scores[id] >= TARGETS[id], fmt(m.scores[id], 0))} `).join(
        "",
      ) +
      `| ${mark(m.lcpMs / 1000 < TARGETS.lcpSeconds, fmt(m.lcpMs / 1000, 2))} ` +
      `| ${mark(m.tbtMs < TARGETS.tbtMs, fmt(m.tbtMs, 0))} ` +
      `| ${mark(m.cls < TARGETS.cls, fmt(m.cls, 3))} ` +
      `| ${fmt(m.totalBytes / 1024, 1)} | ${fmt(m.scriptBytes / 1024, 1)} ` +
      `| ${mark((weight?.jsGzip ?? Infinity) <= TARGETS.initialJsBytes, js)} ` +
      `| ${r.runs.length}/${runsPerRoute} |${verdict}`
    );
  });
  return [head, sep, ...lines].join("\n");
}

/** The run whose performance score is the median one: its audits explain the medians. */
function representative(r: Measured): Result | undefined {
  const order = r.lhrs
    .map((lhr, i) => ({ lhr, perf: r.runs[i]?.scores.performance ?? 0 }))
    .sort((a, b) => a.perf - b.perf);
  return order[Math.floor((order.length - 1) / 2)]?.lhr;
}

function missedSection(rows: Measured[], weights: Map<string, PageWeight>): string {
  const out: string[] = [];
  for (const r of rows) {
    const weight = weights.get(r.route.path);
    const lhr = representative(r);
    if (!weight || !lhr) {
      out.push(`### ${r.route.path}`, "", "No successful Lighthouse run: no data.", "");
      continue;
    }
    const m = mediansOf(r.runs);
    const misses = missesOf(m, weight);
    if (!misses.length) continue;
    out.push(`### ${r.route.path}`, "");
    out.push(`Missed: ${misses.map((x) => x.target).join("; ")}.`, "");
    out.push(
      `Median-performance run: FCP ${fmt(numeric(lhr, "first-contentful-paint") / 1000, 2)} s, ` +
        `SI ${fmt(numeric(lhr, "speed-index") / 1000, 2)} s, ` +
        `LCP ${fmt(numeric(lhr, "largest-contentful-paint") / 1000, 2)} s, ` +
        `TBT ${fmt(numeric(lhr, "total-blocking-time"), 0)} ms, ` +
        `CLS ${fmt(numeric(lhr, "cumulative-layout-shift"), 3)}.`,
      "",
    );
    for (const miss of misses) {
      out.push(`**${miss.target}**`, "");
      if (miss.kind === "initialJs") out.push(...initialScriptRows(lhr, weight));
      if (miss.kind === "lcp") out.push(loadedBeforeLcp(lhr));
      const audits = auditsFor(lhr, miss.kind).slice(0, 6);
      out.push(...audits.map(describeAudit));
      if (!audits.length) out.push("- (no failing audit reported by Lighthouse)");
      out.push("");
    }
  }
  return out.length ? out.join("\n") : "Every measured route meets every mobile target.\n";
}

/** Each script the HTML loads up front: its transfer size in the run and what it bundles. */
function initialScriptRows(lhr: Result, weight: PageWeight): string[] {
  const requests = lhr.audits["network-requests"]?.details;
  const sizeOf = (href: string) => {
    if (requests?.type !== "table") return undefined;
    const row = requests.items.find(
      (item) => typeof item.url === "string" && item.url.endsWith(href),
    );
    return typeof row?.transferSize === "number" ? row.transferSize : undefined;
  };
  return weight.scripts.map((href) => {
    const size = sizeOf(href);
    const packages = (chunkModules()[href.replace(/^\//, "")] ?? []).filter(
      (id) => !id.includes("/") || id.startsWith("@"),
    );
    return (
      `- initial script \`${href}\`${size === undefined ? "" : ` (${kb(size)} transferred)`}` +
      (packages.length ? `: ${packages.join(", ")}` : "")
    );
  });
}

/**
 * Lighthouse's simulated LCP (Lantern) counts every request that finished before the LCP
 * paint of the unthrottled load as needed for it: on a fast local load that can include
 * the whole entry script. This names them, biggest first.
 */
function loadedBeforeLcp(lhr: Result): string {
  const metrics = lhr.audits.metrics?.details;
  const requests = lhr.audits["network-requests"]?.details;
  if (metrics?.type !== "debugdata" || requests?.type !== "table") return "";
  const observed = (metrics.items as Record<string, unknown>[] | undefined)?.[0]
    ?.observedLargestContentfulPaint;
  if (typeof observed !== "number") return "";
  const before = requests.items
    .filter((r) => typeof r.networkEndTime === "number" && r.networkEndTime <= observed)
    .map((r) => ({ url: describeValue(r.url) ?? "?", size: Number(r.transferSize ?? 0) }))
    .sort((a, b) => b.size - a.size);
  const total = before.reduce((sum, r) => sum + r.size, 0);
  return (
    `- finished before the observed LCP paint (${fmt(observed, 0)} ms unthrottled), so counted ` +
    `towards the simulated LCP: ${kb(total)} in ${before.length} requests — ` +
    before
      .slice(0, 5)
      .map((r) => `${r.url} ${kb(r.size)}`)
      .join(", ")
  );
}

let chunkModulesCache: Record<string, string[]> | undefined;

/** dist/.vite/chunk-modules.json (scripts/chunkReport.ts): the packages in each chunk. */
function chunkModules(): Record<string, string[]> {
  if (!chunkModulesCache) {
    try {
      chunkModulesCache = JSON.parse(
        readFileSync(path.join(distDir, ".vite", "chunk-modules.json"), "utf8"),
      ) as Record<string, string[]>;
    } catch {
      chunkModulesCache = {};
    }
  }
  return chunkModulesCache;
}

function spreadTable(rows: Measured[]): string {
  const head =
    "| route | preset | performance per run | LCP (s) per run | TBT (ms) per run | benchmarkIndex per run | failed attempts |";
  const lines = rows.map(
    (r) =>
      `| ${r.route.path} | ${r.preset} | ${r.runs.map((x) => fmt(x.scores.performance ?? Number.NaN, 0)).join(" / ")} ` +
      `| ${r.runs.map((x) => fmt(x.lcpMs / 1000, 2)).join(" / ")} ` +
      `| ${r.runs.map((x) => fmt(x.tbtMs, 0)).join(" / ")} ` +
      `| ${r.runs.map((x) => fmt(x.benchmarkIndex, 0)).join(" / ")} ` +
      `| ${r.failures.length ? r.failures.map((f) => f.replace(/\|/g, "\\|").slice(0, 120)).join("; ") : "0"} |`,
  );
  return [head, "|---|---|---|---|---|---|---|", ...lines].join("\n");
}

function budgetTable(routes: readonly RouteEntry[], weights: Map<string, PageWeight>): string {
  const lines = routes.map((route) => {
    const w = weights.get(route.path);
    if (!w) return `| ${route.path} | n/a | n/a | | | |`;
    const ok = w.jsGzip <= TARGETS.initialJsBytes ? "yes" : "**no**";
    const text = textInScripts(distDir, w.page);
    return `| ${route.path} | ${kb(w.jsGzip)} | ${kb(w.cssGzip)} | ${ok} | ${w.scripts.length} | ${text.inJs.toLocaleString("en")} of ${text.text.toLocaleString("en")} B |`;
  });
  return [
    "| route | initial JS (gzip) | CSS + inline styles (gzip) | JS ≤ 130 KB | scripts | page text also in its JS |",
    "|---|---:|---:|:---|---:|---:|",
    ...lines,
  ].join("\n");
}

function chromiumVersion(chromePath: string, fallback?: Result): string {
  try {
    return execFileSync(chromePath, ["--version"], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      timeout: 10_000,
    }).trim();
  } catch {
    return /Chrome\/([\d.]+)/.exec(fallback?.environment.hostUserAgent ?? "")?.[1] ?? "unknown";
  }
}

// ---------------------------------------------------------------------------------------
// Phone part (scripts/interaction.ts)

interface PhoneMeasured {
  route: RouteEntry;
  runs: PhoneRun[];
  failures: string[];
}

/** Issue 12: the first paint answers a tap on every route; every interaction ≤ 100 ms. */
const PHONE_TARGETS = { firstAnsweredTapMs: 0, latencyMs: 100 } as const;

const KIND_LABELS: Record<InteractionKind, string> = {
  menu: "menu",
  filter: "filter tab",
  carousel: "carousel move",
  typing: "typing",
};

function phoneTable(rows: readonly PhoneMeasured[]): string {
  const bold = (text: string, missed: boolean) => (missed ? `**${text}**` : text);
  const lines = [
    `| route | first paint | first answered tap | ${INTERACTION_KINDS.map((k) => `INP ${KIND_LABELS[k]}`).join(" | ")} |`,
    `| --- | ---: | ---: | ${INTERACTION_KINDS.map(() => "---:").join(" | ")} |`,
  ];
  for (const row of rows) {
    if (row.runs.length === 0) {
      lines.push(`| ${row.route.path} | failed | ${INTERACTION_KINDS.map(() => "").join(" | ")} |`);
      continue;
    }
    const paint = median(row.runs.map((r) => r.firstPaintMs));
    const taps = row.runs.map((r) => r.firstAnsweredTapMs ?? Number.POSITIVE_INFINITY);
    const tap = median(taps);
    const tapText = Number.isFinite(tap)
      ? bold(`+${fmt(tap, 0)} ms`, tap > PHONE_TARGETS.firstAnsweredTapMs)
      : bold("none", true);
    const cells = INTERACTION_KINDS.map((kind) => {
      const values = row.runs.flatMap((r) =>
        r.latencyMs[kind] === undefined ? [] : [r.latencyMs[kind]],
      );
      if (values.length === 0) return "–";
      const value = median(values);
      return bold(`${fmt(value, 0)} ms`, value > PHONE_TARGETS.latencyMs);
    });
    lines.push(`| ${row.route.path} | ${fmt(paint, 0)} ms | ${tapText} | ${cells.join(" | ")} |`);
  }
  return lines.join("\n");
}

function phoneSection(rows: readonly PhoneMeasured[]): string[] {
  const failures = rows.flatMap((r) => r.failures.map((f) => `- ${r.route.path}: ${f}`));
  return [
    `## Phone: first paint, first answered tap, interaction latency (median of ${runsPerRoute})`,
    "",
    "Measured in a real Chromium (playwright-core), not simulated: the Moto G Power screen " +
      "with touch, Lighthouse's slow 4G as DevTools applies it (562.5 ms request latency, " +
      "1.47 Mbps) and 4x CPU slowdown. First paint: first-contentful-paint of a cold load. " +
      `First answered tap: taps on the menu toggle from the first paint in ${PROBE_STEP_MS} ms ` +
      "steps, a fresh load per probe; the offset of the first tap that opened the menu " +
      "(+0 ms: the first paint answers). INP: the longest Event Timing duration of each kind " +
      "of interaction after hydration (the menu opened and closed, a project filter, a " +
      "carousel's next button, typing a name into the contact form), still at 4x CPU; – where " +
      "the page has none. Targets (issue 12): +0 ms on every route, every INP ≤ 100 ms; a " +
      "miss is in **bold**.",
    "",
    phoneTable(rows),
    "",
    ...(failures.length ? ["Failed runs:", "", ...failures, ""] : []),
  ];
}

async function writeReport(input: {
  measured: Measured[];
  routes: readonly RouteEntry[];
  weights: Map<string, PageWeight>;
  chromePath: string;
  started: Date;
  loadBefore: number[];
  phone: readonly PhoneMeasured[];
}): Promise<void> {
  const { measured, routes, weights, chromePath, started, loadBefore, phone } = input;
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(" / ");
  const warnings = [
    ...new Set(measured.flatMap((m) => m.lhrs.flatMap((lhr) => lhr.runWarnings.map(String)))),
  ];
  const first = measured.flatMap((m) => m.lhrs)[0];
  const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
  const benchmarkIndex = median(measured.flatMap((m) => m.runs.map((r) => r.benchmarkIndex)));
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const section = (preset: PresetName) => measured.filter((m) => m.preset === preset);
  const parts = [
    "# Lighthouse benchmark",
    "",
    "Generated by `npm run bench` (scripts/bench.ts). Do not edit by hand; re-run instead.",
    "",
    `- Date: ${started.toISOString().replace(/\.\d+Z$/, "Z")} (took ${minutes} min)`,
    `- Machine: ${os.cpus().length} CPUs (nproc ${os.availableParallelism()}), ${cpu}, ${os.platform()} ${os.release()}; Lighthouse benchmarkIndex ${fmt(benchmarkIndex, 0)}`,
    `- Node ${process.version}; ${chromiumVersion(chromePath, first)}; Lighthouse ${first?.lighthouseVersion ?? "n/a"}`,
    `- Runs: ${runsPerRoute} per route and preset (medians below), sequential; presets: ${presetNames.join(", ")}`,
    `- Load average (1 / 5 / 15 min): ${load(loadBefore)} before, ${load(os.loadavg())} after. ` +
      "Lighthouse's simulated throttling scales the CPU time it observes, so a busy machine " +
      "(load above the CPU count, or a benchmarkIndex well below ~1000) inflates TBT and lowers " +
      "performance: compare runs on a quiet machine.",
    `- Served by scripts/start.ts's server (gzip, production headers) on 127.0.0.1, in its own process`,
    ...(warnings.length
      ? ["- Lighthouse warnings: " + warnings.map((w) => w.replace(/\s+/g, " ")).join(" · ")]
      : []),
    "",
    "Targets (issue 6, mobile preset): performance ≥ 95; accessibility, best practices and SEO = 100; " +
      "LCP < 2.0 s; TBT < 100 ms; CLS < 0.02; initial JavaScript ≤ 130 KB gzip. " +
      "A missed target is in **bold**. Total and script bytes are Lighthouse's transfer sizes " +
      "(everything the page loaded, lazy chunks and fonts included); initial JS is the gzip size " +
      "of the scripts the route's HTML loads before any interaction (tests/support/budget.ts).",
    "",
  ];
  for (const preset of lighthouseOn ? presetNames : []) {
    const rows = section(preset);
    parts.push(
      `## ${preset === "mobile" ? "Mobile" : "Desktop"} preset (median of ${runsPerRoute})`,
      "",
      tableOf(rows, weights, preset === "mobile"),
      "",
    );
    if (preset === "desktop")
      parts.push("The targets apply to the mobile preset; desktop is for comparison.", "");
  }
  if (phone.length) parts.push(...phoneSection(phone));
  if (lighthouseOn && presetNames.includes("mobile"))
    parts.push(
      "## Missed mobile targets and Lighthouse's failing audits",
      "",
      missedSection(section("mobile"), weights),
    );
  parts.push(
    "## Byte budget (initial load, gzip level 9)",
    "",
    budgetTable(routes, weights),
    "",
    "## Spread of the runs",
    "",
    spreadTable(measured),
    "",
    "Raw Lighthouse JSON of each run: bench/.runs/<preset>/<route>-<n>.json (not committed).",
    "",
  );
  await writeFile(reportPath, parts.join("\n"));
}

// ---------------------------------------------------------------------------------------
// Main

const slug = (routePath: string) =>
  routePath === "/" ? "home" : routePath.slice(1).replace(/[^a-z0-9]+/gi, "-");

async function main(): Promise<void> {
  const started = new Date();
  const loadBefore = os.loadavg();
  const chromePath = findChromium();
  if (!chromePath)
    throw new Error("No Chromium found. Install it (apt-get install chromium) or set CHROME_PATH.");

  const registry = await loadRoutes();
  const wanted = listEnv(
    process.env.BENCH_ROUTES,
    registry.map((r) => r.path),
  );
  const unknown = wanted.filter((p) => !registry.some((r) => r.path === p));
  if (unknown.length)
    throw new Error(`BENCH_ROUTES: not in the route registry: ${unknown.join(", ")}`);
  const routes = registry.filter((r) => wanted.includes(r.path));

  await buildIfNeeded();
  const weights = new Map(routes.map((r) => [r.path, pageWeight(distDir, htmlFileOf(r.path))]));

  await rm(runsDir, { recursive: true, force: true });
  const { child: server, base } = await serveDist();
  const stopOnSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping.`);
    stopping = true;
    const chrome = activeChrome;
    const profile = activeProfile;
    void (async () => {
      if (chrome) await stopChrome(chrome);
      if (profile) await rm(profile, { recursive: true, force: true, maxRetries: 3 });
      await stopServer(server);
      process.exit(130);
    })();
  };
  process.once("SIGINT", stopOnSignal);
  process.once("SIGTERM", stopOnSignal);

  const measured: Measured[] = [];
  const phone: PhoneMeasured[] = [];
  try {
    if (lighthouseOn)
      console.log(
        `Lighthouse: ${routes.length} route(s) × ${presetNames.join("+")} × ${runsPerRoute} run(s) against ${base}`,
      );
    for (const preset of lighthouseOn ? presetNames : []) {
      await mkdir(path.join(runsDir, preset), { recursive: true });
      for (const route of routes) {
        const entry: Measured = { route, preset, runs: [], lhrs: [], failures: [] };
        measured.push(entry);
        // A run that fails (Lighthouse's NO_NAVSTART and the like, seen on a busy machine)
        // is retried, up to BENCH_RETRIES extra attempts per route and preset.
        let retriesLeft = retries;
        for (let n = 1; n <= runsPerRoute; n++) {
          const label = `${preset} ${route.path} run ${n}/${runsPerRoute}`;
          const t0 = performance.now();
          try {
            const { lhr, json } = await lighthouseRun(
              new URL(route.path, base).href,
              preset,
              chromePath,
            );
            await writeFile(path.join(runsDir, preset, `${slug(route.path)}-${n}.json`), json);
            const metrics = metricsOf(lhr);
            entry.runs.push(metrics);
            entry.lhrs.push(lhr);
            console.log(
              `${label}: perf ${metrics.scores.performance ?? "n/a"}, LCP ${fmt(metrics.lcpMs / 1000, 2)} s, ` +
                `TBT ${fmt(metrics.tbtMs, 0)} ms, CLS ${fmt(metrics.cls, 3)} ` +
                `(${((performance.now() - t0) / 1000).toFixed(0)} s)`,
            );
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            entry.failures.push(message);
            const retry = retriesLeft > 0;
            console.error(`${label}: FAILED${retry ? " (retrying)" : ""}: ${message}`);
            if (retry) {
              retriesLeft--;
              n--;
            }
          }
        }
      }
    }
    if (phoneOn) {
      console.log(`Phone: ${routes.length} route(s) × ${runsPerRoute} run(s)`);
      const browser = await launchChromium();
      try {
        for (const route of routes) {
          const entry: PhoneMeasured = { route, runs: [], failures: [] };
          phone.push(entry);
          for (let n = 1; n <= runsPerRoute && !stopping; n++) {
            const t0 = performance.now();
            try {
              const run = await phoneRun(browser, new URL(route.path, base).href);
              entry.runs.push(run);
              const inp = INTERACTION_KINDS.flatMap((kind) =>
                run.latencyMs[kind] === undefined
                  ? []
                  : [`${kind} ${fmt(run.latencyMs[kind], 0)} ms`],
              );
              console.log(
                `phone ${route.path} run ${n}/${runsPerRoute}: first paint ${fmt(run.firstPaintMs, 0)} ms, ` +
                  `first answered tap +${run.firstAnsweredTapMs ?? "none"} ms, INP ${inp.join(", ")} ` +
                  `(${((performance.now() - t0) / 1000).toFixed(0)} s)`,
              );
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error);
              entry.failures.push(message);
              console.error(`phone ${route.path} run ${n}: FAILED: ${message}`);
            }
          }
        }
      } finally {
        await browser.close();
      }
    }
  } finally {
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
      .map((m) => `${m.preset} ${m.route.path}`),
    ...phone.filter((m) => m.runs.length < runsPerRoute).map((m) => `phone ${m.route.path}`),
  ];
  if (short.length) {
    console.error(`Fewer than ${runsPerRoute} successful runs for: ${short.join(", ")}`);
    process.exitCode = 1;
  }
}

// The mail relay's section last: it is added to the report main() has just written.
if (!process.argv.includes("--relay-only")) await main();
await runRelayBench();
