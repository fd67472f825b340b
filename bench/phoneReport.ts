/**
 * The report's phone sections: first paint, first answered tap and interaction latency
 * (bench/phone.ts), and the main thread after the first paint (bench/mainThread.ts).
 */
import type { BenchRoute } from "./serve.ts";
import { cpuMethod } from "./calibrate.ts";
import { INTERACTION_KINDS, PROBE_STEP_MS, type InteractionKind, type PhoneRun } from "./phone.ts";
import { runsPerRoute } from "./settings.ts";
import { fmt, median } from "./stats.ts";

export interface PhoneMeasured {
  route: BenchRoute;
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

const bold = (text: string, missed: boolean) => (missed ? `**${text}**` : text);

/** The median of a per-run value, with its unit; "–" when no run has one. */
function medianOf(runs: readonly PhoneRun[], pick: (r: PhoneRun) => number | undefined) {
  const values = runs.flatMap((r) => {
    const v = pick(r);
    return v === undefined ? [] : [v];
  });
  return values.length ? median(values) : undefined;
}

const ms = (value: number | undefined, prefix = "") =>
  value === undefined ? "–" : `${prefix}${fmt(value, 0)} ms`;

function phoneTable(rows: readonly PhoneMeasured[]): string {
  const lines = [
    `| route | CPU | first paint | first answered tap | ${INTERACTION_KINDS.map((k) => `INP ${KIND_LABELS[k]}`).join(" | ")} |`,
    `| --- | ---: | ---: | ---: | ${INTERACTION_KINDS.map(() => "---:").join(" | ")} |`,
  ];
  for (const row of rows) {
    if (row.runs.length === 0) {
      lines.push(
        `| ${row.route.path} | | failed | ${INTERACTION_KINDS.map(() => "").join(" | ")} |`,
      );
      continue;
    }
    const cpu = medianOf(row.runs, (r) => r.cpu.multiplier);
    const paint = median(row.runs.map((r) => r.firstPaintMs));
    const tap = median(row.runs.map((r) => r.firstAnsweredTapMs ?? Number.POSITIVE_INFINITY));
    const tapText = Number.isFinite(tap)
      ? bold(`+${fmt(tap, 0)} ms`, tap > PHONE_TARGETS.firstAnsweredTapMs)
      : bold("none", true);
    const cells = INTERACTION_KINDS.map((kind) => {
      const value = medianOf(row.runs, (r) => r.latencyMs[kind]);
      return value === undefined ? "–" : bold(ms(value), value > PHONE_TARGETS.latencyMs);
    });
    lines.push(
      `| ${row.route.path} | ${fmt(cpu, 2)}× | ${fmt(paint, 0)} ms | ${tapText} | ${cells.join(" | ")} |`,
    );
  }
  return lines.join("\n");
}

function mainThreadTable(rows: readonly PhoneMeasured[]): string {
  const lines = [
    "| route | CPU | first paint | long tasks after it | long-task excess after first paint | tap at first paint: at | input delay | menu opens after the tap |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const row of rows) {
    if (row.runs.length === 0) {
      lines.push(`| ${row.route.path} | | failed | | | | | |`);
      continue;
    }
    const of = (pick: (r: PhoneRun) => number | undefined) => medianOf(row.runs, pick);
    const opened = row.runs.filter((r) => r.mainThread.tap.menuOpenMs !== undefined).length;
    lines.push(
      `| ${row.route.path} | ${fmt(
        of((r) => r.cpu.multiplier),
        2,
      )}× ` +
        `| ${ms(of((r) => r.mainThread.firstPaintMs))} ` +
        `| ${fmt(
          of((r) => r.mainThread.longTasks),
          0,
        )} ` +
        `| ${ms(of((r) => r.mainThread.excessMs))} ` +
        `| ${ms(
          of((r) => r.mainThread.tap.atMs),
          "+",
        )} ` +
        `| ${ms(of((r) => r.mainThread.tap.inputDelayMs))} ` +
        `| ${ms(of((r) => r.mainThread.tap.menuOpenMs))}` +
        (opened < row.runs.length ? ` (opened ${opened}/${row.runs.length})` : "") +
        " |",
    );
  }
  return lines.join("\n");
}

export function phoneSection(rows: readonly PhoneMeasured[]): string[] {
  const failures = rows.flatMap((r) => r.failures.map((f) => `- ${r.route.path}: ${f}`));
  return [
    `## Phone: first paint, first answered tap, interaction latency (median of ${runsPerRoute})`,
    "",
    "Measured in a real Chromium (playwright-core), not simulated: the Moto G Power screen " +
      "with touch, Lighthouse's slow 4G as DevTools applies it (562.5 ms request latency, " +
      `1.47 Mbps) and the CPU slowdown in the CPU column (${cpuMethod()}). First paint: ` +
      "first-contentful-paint of a cold load. " +
      `First answered tap: taps on the menu toggle from the first paint in ${PROBE_STEP_MS} ms ` +
      "steps, a fresh load per probe; the offset of the first tap that opened the menu " +
      "(+0 ms: the first paint answers). INP: the longest Event Timing duration of each kind " +
      "of interaction after hydration (the menu opened and closed, a project filter, a " +
      "carousel's next button, typing a name into the contact form), at the same CPU " +
      "slowdown; – where the page has none. Targets (issue 12): +0 ms on every route, every " +
      "INP ≤ 100 ms; a miss is in **bold**.",
    "",
    phoneTable(rows),
    "",
    `## Main thread after the first paint (phone, median of ${runsPerRoute})`,
    "",
    "A real Chromium on a phone screen (390 × 844, touch, device scale 3), the same slow 4G " +
      "and CPU slowdown (Emulation.setCPUThrottlingRate). Long-task excess: on a cold load " +
      "left alone, the sum over the `longtask` entries of each task's time after the first " +
      "contentful paint minus 50 ms (Lighthouse's TBT rule, measured rather than simulated), " +
      "until the page has hydrated and had no long task for 2 s. Tap at first paint: another " +
      "cold load, the menu toggle tapped as soon as the first contentful paint is seen; at: " +
      "when the tap's first event happened after the paint; input delay: its `first-input` " +
      "Event Timing entry's processingStart − startTime (how long the tap waited for the " +
      "main thread); menu opens: the popover's `beforetoggle`, measured from the tap.",
    "",
    mainThreadTable(rows),
    "",
    ...(failures.length ? ["Failed runs:", "", ...failures, ""] : []),
  ];
}
