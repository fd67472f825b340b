/**
 * Axe as the browser tests run it: WCAG 2.0–2.2 levels A and AA plus axe's best practices,
 * one line per violation (the rule and the elements it names), so a failure reads as a list.
 */
import axe, { type AxeResults, type RunOptions } from "axe-core";
import type { Frame, Page } from "playwright-core";
import { WCAG_TAGS as STORY_TAGS } from "../../stories/support/axe.ts";

/** The stories' WCAG levels (stories/support/axe.ts) and, for whole pages, best practices. */
export const WCAG_TAGS = [...STORY_TAGS, "best-practice"];

/** What a scan runs: the tags' rules, or only `rules`, with axe's own run options. */
interface Scan {
  tags?: readonly string[];
  /** Replaces the tags' selection with these rules. */
  rules?: readonly string[];
  options?: RunOptions;
}

/**
 * Axe into the frame, unless this document has it already: a second scan of the same page
 * (the other colour scheme, the next story of the workshop) finds it there. Injecting its
 * 600 KB costs 70 ms or more; @axe-core/playwright did it twice a scan.
 */
async function axeInto(frame: Frame): Promise<void> {
  const present = await frame.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function",
  );
  if (!present)
    await frame.evaluate(`${axe.source};axe.configure({ allowedOrigins: ["<same_origin>"] })`);
}

/**
 * Axe run in the page itself, every frame of it included (all the scanned pages' frames
 * are the page's own origin). Only violations are collected in full: axe then keeps one
 * node of each passed or undecided rule instead of every node it checked, which is a
 * quarter to a third of a scan's time on these pages; what it finds is the same.
 */
export async function runAxe(
  page: Page,
  { tags = WCAG_TAGS, rules, options = {} }: Scan = {},
): Promise<AxeResults> {
  for (const frame of page.frames()) await axeInto(frame);
  const runOptions: RunOptions = {
    resultTypes: ["violations"],
    ...options,
    runOnly: rules ? { type: "rule", values: [...rules] } : { type: "tag", values: [...tags] },
  };
  return page.evaluate(
    (opts) => (window as unknown as { axe: typeof axe }).axe.run(document, opts),
    runOptions,
  );
}

/**
 * The rules whose verdict depends on colour. A second scheme changes the colours and
 * nothing else of a page already scanned in the first, so its scan runs these alone (about
 * half the time of a full scan; every other rule would find what the first scan found).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Axe's findings, one line each; `rules` narrows the scan to those rules. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const { violations } = await runAxe(page, rules ? { rules } : {});
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
