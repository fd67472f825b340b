/**
 * Lighthouse's audits in words: which audits explain a missed target (most telling first)
 * and a few rows of each one's details, what and how much.
 */
import type { Result } from "lighthouse";
import { kb } from "../tests/support/budget.ts";
import type { CategoryId } from "./settings.ts";
import { cell, fmt } from "./stats.ts";

/** What a missed target is about: a category or a metric (bench/missed.ts). */
export type MissKind = CategoryId | "lcp" | "tbt" | "cls" | "initialJs";

export type Audit = Result["audits"][string];

const isFailing = (a: Audit, passAt: number) =>
  typeof a.score === "number" &&
  a.score < passAt &&
  !["notApplicable", "manual", "informative", "error"].includes(a.scoreDisplayMode);

const savingsOf = (a: Audit, metric?: "LCP" | "TBT" | "CLS" | "FCP") => {
  const s = a.metricSavings ?? {};
  if (metric) return s[metric] ?? 0;
  return (s.LCP ?? 0) + (s.FCP ?? 0) + (s.TBT ?? 0) + (s.CLS ?? 0) * 10_000;
};

/** The audits that explain a miss, most telling first. */
export function auditsFor(lhr: Result, kind: MissKind): Audit[] {
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

export function describeValue(value: unknown): string | undefined {
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

export function describeAudit(a: Audit): string {
  const value = a.displayValue ? ` — ${a.displayValue}` : "";
  const scored = typeof a.score === "number" && a.scoreDisplayMode !== "informative";
  const score = scored ? ` (score ${fmt(a.score ?? 0, 2)})` : "";
  const rows = detailRows(a.details).map((row) => `\n    - ${cell(row)}`);
  return `- \`${a.id}\` ${a.title}${value}${score}${rows.join("")}`;
}
