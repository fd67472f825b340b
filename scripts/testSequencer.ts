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
 */
import { BaseSequencer, type TestSpecification } from "vitest/node";

const START_FIRST = ["cms", "browser-builds"];

const rank = (spec: TestSpecification) => {
  const at = START_FIRST.indexOf(spec.project.name);
  return at === -1 ? START_FIRST.length : at;
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
