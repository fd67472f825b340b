// @vitest-environment node
/**
 * The files scripts/testSequencer.ts starts first are named by path: one renamed or moved
 * would silently go back to vitest's order by size, and the run to its long tail.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { LONGEST } from "../../scripts/testSequencer.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

it("every browser file the sequencer starts first is there", () => {
  expect(LONGEST.length).toBeGreaterThan(0);
  for (const file of LONGEST) {
    expect(file, file).toMatch(/\.browser\.test\.ts$/);
    expect(existsSync(path.join(ROOT, file)), file).toBe(true);
  }
});
