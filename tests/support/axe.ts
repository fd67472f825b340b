/**
 * Axe as the browser tests run it: WCAG 2.0–2.2 levels A and AA plus axe's best practices,
 * one line per violation (the rule and the elements it names), so a failure reads as a list.
 */
import AxeBuilder from "@axe-core/playwright";
import type { RunOptions } from "axe-core";
import type { Page } from "playwright-core";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/**
 * Axe with the site's tags (or a story's), run in the page itself ("legacy mode"). By
 * default @axe-core/playwright opens a blank page for every scan to gather the frames'
 * results there, so that it can reach cross-origin frames: about half a second more per
 * scan (0.6 s instead of 1.1 s on /), and no page scanned here has such a frame (same-origin
 * frames are still scanned). The rules and what they find are the same either way.
 */
export function axeBuilder(
  page: Page,
  tags: string[] = WCAG_TAGS,
  options: RunOptions = {},
): AxeBuilder {
  // options() replaces what withTags() sets, so it goes first. Only violations are
  // collected in full: axe then keeps one node of each passed or undecided rule instead of
  // every node it checked, which is a quarter to a third of a scan's time on these pages;
  // what it finds is the same.
  return new AxeBuilder({ page })
    .options({ resultTypes: ["violations"], ...options })
    .withTags(tags)
    .setLegacyMode(true);
}

/**
 * The rules whose verdict depends on colour. A second scheme changes the colours and
 * nothing else of a page already scanned in the first, so its scan runs these alone (about
 * half the time of a full scan; every other rule would find what the first scan found).
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Axe's findings, one line each; `rules` narrows the scan to those rules. */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const builder = axeBuilder(page);
  // withRules() replaces the tags' selection with these rules.
  if (rules) builder.withRules([...rules]);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}
