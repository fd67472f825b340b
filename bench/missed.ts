/**
 * The report's "Missed mobile targets" section: which issue 6 targets a route misses (on
 * the medians) and, from the median-performance run, the audits and requests behind each.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Result } from "lighthouse";
import { kb, type PageWeight } from "../tests/support/budget.ts";
import type { BenchRoute } from "./serve.ts";
import { distDir } from "../scripts/paths.ts";
import { auditsFor, describeAudit, describeValue, type MissKind } from "./audits.ts";
import { mediansOf, numeric, type Medians, type RunMetrics } from "./lighthouse.ts";
import { CATEGORIES, TARGETS, type PresetName } from "./settings.ts";
import { fmt } from "./stats.ts";

/** Every run of one route and preset. */
export interface Measured {
  route: BenchRoute;
  preset: PresetName;
  /** The peer page measured beside this route (BENCH_PEER); undefined for the route itself. */
  peer?: string;
  runs: RunMetrics[];
  lhrs: Result[];
  failures: string[];
}

interface Miss {
  target: string;
  /** Which audits explain it. */
  kind: MissKind;
}

export function missesOf(m: Medians, weight: PageWeight): Miss[] {
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

/** The run whose performance score is the median one: its audits explain the medians. */
function representative(r: Measured): Result | undefined {
  const order = r.lhrs
    .map((lhr, i) => ({ lhr, perf: r.runs[i]?.scores.performance ?? 0 }))
    .sort((a, b) => a.perf - b.perf);
  return order[Math.floor((order.length - 1) / 2)]?.lhr;
}

export function missedSection(rows: Measured[], weights: Map<string, PageWeight>): string {
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
