/**
 * bench/REPORT.md (or BENCH_REPORT): the header, the Lighthouse tables per preset, the
 * phone sections, the missed targets, the byte budget and the spread of the runs. The mail
 * relay's section is added afterwards by bench/relay.ts.
 */
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import type { Result } from "lighthouse";
import type { BenchRoute } from "./serve.ts";
import { kb, textInScripts, type PageWeight } from "../tests/support/budget.ts";
import { distDir } from "../scripts/paths.ts";
import { cpuMethod, lighthouseCpuMethod } from "./calibrate.ts";
import { mediansOf } from "./lighthouse.ts";
import { missedSection, missesOf, type Measured } from "./missed.ts";
import { phoneSection, type PhoneMeasured } from "./phoneReport.ts";
import {
  colorScheme,
  CATEGORIES,
  TARGETS,
  lighthouseOn,
  presetNames,
  reportPath,
  runsPerRoute,
  type PresetName,
} from "./settings.ts";
import { cell, fmt, median } from "./stats.ts";

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

type Medians = ReturnType<typeof mediansOf>;

/**
 * The medians of what was measured beside a route's page (its document alone, or a peer
 * page), and `pair`: two table cells, "ours | theirs", for one figure of both, "n/a"
 * where the page has no runs.
 */
function pairOf(page: Measured | undefined, beside: Measured) {
  const a = page?.runs.length ? mediansOf(page.runs) : undefined;
  const b = mediansOf(beside.runs);
  const pair = (pick: (m: Medians) => number, digits: number, scale = 1) =>
    `${a ? fmt(pick(a) / scale, digits) : "n/a"} | ${fmt(pick(b) / scale, digits)}`;
  return { pair, beside: b };
}

/**
 * Each page next to its document alone (the `document` preset: the same mobile run with
 * the page's script files blocked), medians of runs taken in turn.
 */
function documentTable(pages: Measured[], documents: Measured[]): string {
  const lines = documents.map((doc) => {
    const page = pages.find((p) => p.route === doc.route);
    const { pair } = pairOf(page, doc);
    return (
      `| ${doc.route.path} | ${pair((m) => m.scores.performance, 0)} | ${pair((m) => m.tbtMs, 0)} ` +
      `| ${pair((m) => m.fcpMs, 2, 1000)} | ${pair((m) => m.lcpMs, 2, 1000)} | ${doc.runs.length}/${runsPerRoute} |`
    );
  });
  return [
    "| route | perf | perf, document alone | TBT (ms) | TBT, document alone | FCP (s) | FCP, document alone | LCP (s) | LCP, document alone | runs |",
    "|---|" + "---:|".repeat(9),
    ...lines,
  ].join("\n");
}

/**
 * Each peer page (BENCH_PEER) next to the route it was measured beside, run for run:
 * medians, and the TBT and CPU slowdown of every run, since on a busy host single runs
 * of either page differ by more than the two pages do.
 */
function peerTable(pages: Measured[], peerRows: Measured[]): string {
  const lines = peerRows.map((peer) => {
    const page = pages.find((p) => p.route === peer.route);
    const { pair, beside } = pairOf(page, peer);
    const perRun = (r: Measured | undefined, pick: (x: Measured["runs"][number]) => string) =>
      r?.runs.map(pick).join(" / ") || "n/a";
    const tbt = (x: Measured["runs"][number]) => fmt(x.tbtMs, 0);
    const cpu = (x: Measured["runs"][number]) => `${fmt(x.cpuMultiplier, 2)}×`;
    return (
      `| ${peer.route.path} | ${peer.peer} | ${pair((m) => m.scores.performance, 0)} ` +
      `| ${pair((m) => m.tbtMs, 0)} | ${perRun(page, tbt)} | ${perRun(peer, tbt)} ` +
      `| ${pair((m) => m.fcpMs, 2, 1000)} | ${pair((m) => m.lcpMs, 2, 1000)} ` +
      `| ${fmt(beside.scriptBytes / 1024, 1)} | ${perRun(page, cpu)} | ${perRun(peer, cpu)} | ${peer.runs.length}/${runsPerRoute} |`
    );
  });
  return [
    "| route | peer page | perf | perf, peer | TBT (ms) | TBT, peer | TBT per run | TBT per run, peer | FCP (s) | FCP, peer | LCP (s) | LCP, peer | script, peer (KB) | CPU per run | CPU per run, peer | runs |",
    "|---|---|" + "---:|".repeat(14),
    ...lines,
  ].join("\n");
}

function spreadTable(rows: Measured[]): string {
  const head =
    "| route | preset | performance per run | LCP (s) per run | TBT (ms) per run | CPU slowdown per run | calibration benchmarkIndex per run | Lighthouse benchmarkIndex per run | failed attempts |";
  const perRun = (r: Measured, pick: (x: Measured["runs"][number]) => string) =>
    r.runs.map(pick).join(" / ");
  const lines = rows.map(
    (r) =>
      `| ${r.peer ? `${r.route.path} (peer: ${r.peer})` : r.route.path} | ${r.preset} | ${perRun(r, (x) => fmt(x.scores.performance ?? Number.NaN, 0))} ` +
      `| ${perRun(r, (x) => fmt(x.lcpMs / 1000, 2))} ` +
      `| ${perRun(r, (x) => fmt(x.tbtMs, 0))} ` +
      `| ${perRun(r, (x) => `${fmt(x.cpuMultiplier, 2)}×`)} ` +
      `| ${perRun(r, (x) => fmt(x.calibrationIndex, 0))} ` +
      `| ${perRun(r, (x) => fmt(x.benchmarkIndex, 0))} ` +
      `| ${r.failures.length ? r.failures.map((f) => cell(f).slice(0, 120)).join("; ") : "0"} |`,
  );
  return [head, "|---|---|---|---|---|---|---|---|---|", ...lines].join("\n");
}

function budgetTable(routes: readonly BenchRoute[], weights: Map<string, PageWeight>): string {
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

interface CpuOfRun {
  cpuMultiplier: number;
  calibrationIndex: number | undefined;
}

/** "benchmarkIndex median 3990 (3800–4100) → CPU slowdown median 9.12× (8.69×–9.37×)". */
function cpuOf(runs: readonly CpuOfRun[]): string {
  const range = (values: (number | undefined)[], digits: number, unit = "") => {
    const finite = values.filter((v): v is number => v !== undefined && Number.isFinite(v));
    if (!finite.length) return "n/a";
    const [lo, hi] = [Math.min(...finite), Math.max(...finite)];
    const one = (v: number) => `${fmt(v, digits)}${unit}`;
    return `median ${one(median(finite))}` + (lo === hi ? "" : ` (${one(lo)}–${one(hi)})`);
  };
  const index = range(
    runs.map((r) => r.calibrationIndex),
    0,
  );
  const multiplier = range(
    runs.map((r) => r.cpuMultiplier),
    2,
    "×",
  );
  return index === "n/a"
    ? `CPU slowdown ${multiplier}`
    : `calibration benchmarkIndex ${index} → CPU slowdown ${multiplier}`;
}

export async function writeReport(input: {
  measured: Measured[];
  routes: readonly BenchRoute[];
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
  const own = measured.filter((m) => !m.peer);
  const peerRows = measured.filter((m) => m.peer);
  const first = own.flatMap((m) => m.lhrs)[0];
  const minutes = ((Date.now() - started.getTime()) / 60_000).toFixed(1);
  const benchmarkIndex = median(own.flatMap((m) => m.runs.map((r) => r.benchmarkIndex)));
  const lighthouseRuns: CpuOfRun[] = own
    .filter((m) => m.preset !== "desktop")
    .flatMap((m) => m.runs);
  const phoneRuns: CpuOfRun[] = phone.flatMap((p) =>
    p.runs.map((r) => ({
      cpuMultiplier: r.cpu.multiplier,
      calibrationIndex: r.cpu.benchmarkIndex,
    })),
  );
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  const section = (preset: PresetName) => own.filter((m) => m.preset === preset);
  const parts = [
    "# Lighthouse benchmark",
    "",
    "Generated by `npm run bench` (bench/run.ts). Do not edit by hand; re-run instead.",
    "",
    `- Date: ${started.toISOString().replace(/\.\d+Z$/, "Z")} (took ${minutes} min)`,
    `- Machine: ${os.cpus().length} CPUs (nproc ${os.availableParallelism()}), ${cpu}, ${os.platform()} ${os.release()}; Lighthouse benchmarkIndex ${fmt(benchmarkIndex, 0)}`,
    `- Node ${process.version}; ${chromiumVersion(chromePath, first)}; Lighthouse ${first?.lighthouseVersion ?? "n/a"}`,
    `- Mobile CPU slowdown, Lighthouse: ${lighthouseCpuMethod()}. ${cpuOf(lighthouseRuns)}.`,
    `- Mobile CPU slowdown, phone: ${cpuMethod()}. ${cpuOf(phoneRuns)}. Desktop keeps the ` +
      "preset's 1×: it models a desktop about as fast as this host and names no reference " +
      "index to scale against.",
    `- Runs: ${runsPerRoute} per route and preset (medians below), sequential; presets: ${presetNames.join(", ")}`,
    `- Load average (1 / 5 / 15 min): ${load(loadBefore)} before, ${load(os.loadavg())} after. ` +
      "Lighthouse's simulated throttling scales the CPU time it observes, so a busy machine " +
      "(load above the CPU count, or a benchmarkIndex well below ~1000) inflates TBT and lowers " +
      "performance: compare runs on a quiet machine.",
    `- Served by scripts/start.ts's server (gzip, production headers) on 127.0.0.1, in its own process`,
    `- Colour scheme the system prefers: ${colorScheme}${colorScheme === "dark" ? " (Chromium's --force-dark-mode for Lighthouse, the context's colorScheme for the phone part)" : ""} (BENCH_SCHEME)`,
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
    if (preset === "document") {
      parts.push(
        `## The document alone: mobile, the page's scripts blocked (median of ${runsPerRoute})`,
        "",
        `CPU: ${cpuOf(rows.flatMap((r) => r.runs))}. Each run of a page with its scripts ` +
          "blocked (Lighthouse's blockedUrlPatterns `*.js`: the app's chunks never load; the " +
          "inline head scripts still run) follows the same page's mobile run, so both see the " +
          "machine in the same state. What the document alone scores is the share of the " +
          "figures that the pre-rendered HTML and CSS cost (parsing, style, layout, paint, " +
          "and Chromium's own navigation work), which no change to the app's JavaScript " +
          "can remove.",
        "",
        documentTable(section("mobile"), rows),
        "",
      );
      continue;
    }
    parts.push(
      `## ${preset === "mobile" ? "Mobile" : "Desktop"} preset (median of ${runsPerRoute})`,
      "",
      preset === "mobile"
        ? `CPU: ${cpuOf(rows.flatMap((r) => r.runs))} (each run's in the spread table).`
        : "CPU: 1×, the desktop preset's own.",
      "",
      tableOf(rows, weights, preset === "mobile"),
      "",
    );
    if (preset === "desktop")
      parts.push("The targets apply to the mobile preset; desktop is for comparison.", "");
    if (preset === "mobile" && peerRows.length)
      parts.push(
        `## A peer site beside the routes (mobile, median of ${runsPerRoute})`,
        "",
        "Pages of another site (BENCH_PEER), each measured in the mobile preset right after " +
          "each run of the route beside it, with the same CPU calibration, so both see the " +
          "host in the same state. The peer's figures are what this host and profile give a " +
          "page of that kind; a target the peer misses too is the host's as much as the site's.",
        "",
        peerTable(rows, peerRows),
        "",
      );
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
