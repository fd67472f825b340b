/**
 * The order vitest starts the test files in: its own (group by group; within a project,
 * the files that failed or took longest last time first, else the largest), except that
 * within a group the projects named in `START_FIRST` go before the others, instead of
 * vitest's order by project name.
 *
 * The browser files and the ones that build a site of their own share one pool of two
 * workers (vite.config.ts). By name the building ones came last, and the CMS editor's file
 * (about 50 s) then ran alone on one core while the other sat idle: a full local run spent
 * the last 80 s of its 697 with one file going. Started first, they end while the short
 * browser files still fill the other core (658 s, decision 022).
 *
 * Then the browser files that take a minute or more, longest first, and the rest in
 * vitest's order. With no timings kept (a clean clone), vitest orders by file size, and
 * several of the longest files are short: the two route scans are a line each that calls
 * tests/support/a11yScan.ts (68–83 s in a clean run), the keyboard walk is 6 KB (66 s).
 * They came last, and the run ended with the longest files side by side and nothing left
 * to fill a core that finished first. Started first, the short files fill the end.
 */
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

const START_FIRST = ["cms", "browser-builds"];

/** The browser files of a minute or more in a clean run (a8effea), longest first. */
export const LONGEST = [
  "tests/layout/a11y-phone.browser.test.ts",
  "tests/pages/published.browser.test.ts",
  "tests/pages/home.browser.test.ts",
  "tests/layout/a11y-desktop.browser.test.ts",
  "tests/contact/form.browser.test.ts",
  "tests/pages/pages.browser.test.ts",
  "tests/layout/keyboard.browser.test.ts",
  "tests/pages/routes.browser.test.ts",
  "tests/theme/font-fallback.browser.test.ts",
];

const rank = (spec: TestSpecification) => {
  const at = START_FIRST.indexOf(spec.project.name);
  if (at !== -1) return at;
  const long = LONGEST.indexOf(path.relative(spec.project.config.root, spec.moduleId));
  return START_FIRST.length + (long === -1 ? LONGEST.length : long);
};

export class ProjectsFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array sort is stable: vitest's order holds among files of the same rank.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b),
    );
  }
}
