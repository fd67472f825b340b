/**
 * A copy of content/ in a temporary folder, to break or grow for a test without touching
 * the real files.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { projectRoot } from "../../scripts/paths.ts";

export interface ContentFixture {
  dir: string;
  /** Rewrites one file: `edit` gets its text and returns the new text. */
  edit(relative: string, edit: (text: string) => string): void;
  write(relative: string, text: string): void;
  read(relative: string): string;
  remove(): void;
}

export function contentFixture(): ContentFixture {
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), "content-")), "content");
  cpSync(path.join(projectRoot, "content"), dir, { recursive: true });
  const file = (relative: string) => path.join(dir, relative);
  return {
    dir,
    edit: (relative, edit) =>
      writeFileSync(file(relative), edit(readFileSync(file(relative), "utf8"))),
    write: (relative, text) => writeFileSync(file(relative), text),
    read: (relative) => readFileSync(file(relative), "utf8"),
    remove: () => rmSync(path.dirname(dir), { recursive: true, force: true }),
  };
}
