/**
 * Axe as the browser tests run it: WCAG 2.0–2.2 levels A and AA plus axe's best practices,
 * one line per violation (the rule and the elements it names), so a failure reads as a list.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { revealsFinished } from "./browser.ts";
import { scrollThrough } from "./carousel.ts";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/** Scrolls the whole page as a reader would, lets every reveal end, then scans it. */
export async function axeViolationsAfterScrolling(page: Page): Promise<string[]> {
  await scrollThrough(page);
  await revealsFinished(page);
  return axeViolations(page);
}
