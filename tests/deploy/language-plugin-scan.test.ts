// @vitest-environment node
/**
 * scripts/languagePlugin.ts and the dev server's dependency scan. The scan reads every
 * module it is given from disk and has no use for the plugin's load hook, so a Greek
 * edition's id (`src/app/hydrate.el.tsx`, a file that does not exist) made it fail and
 * skip pre-bundling, and the first page the dev server served reloaded itself once the
 * packages had been found the slow way. The scan is given the English file instead.
 */
import path from "node:path";
import type { Plugin } from "vite";
import { describe, expect, it } from "vitest";
import { languagePlugin } from "../../scripts/languagePlugin.ts";

const root = path.resolve(import.meta.dirname, "../..");

type ResolveId = (
  this: unknown,
  source: string,
  importer: string | undefined,
  options: { isEntry: boolean; scan?: boolean },
) => Promise<unknown>;

function resolveIdOf(plugin: Plugin): ResolveId {
  const hook = plugin.resolveId;
  return (typeof hook === "function" ? hook : hook?.handler) as unknown as ResolveId;
}

describe("languagePlugin, Greek imports", () => {
  const resolveId = resolveIdOf(languagePlugin(root));
  const importer = path.join(root, "src/main.tsx");

  it("resolves `@el/` to the Greek edition's id in a build and on the dev server", async () => {
    await expect(
      resolveId.call({}, "@el/app/hydrate.tsx", importer, { isEntry: false }),
    ).resolves.toBe(path.join(root, "src/app/hydrate.el.tsx"));
  });

  it("gives the dependency scan the English file, which exists", async () => {
    await expect(
      resolveId.call({}, "@el/app/hydrate.tsx", importer, { isEntry: false, scan: true }),
    ).resolves.toBe(path.join(root, "src/app/hydrate.tsx"));
    await expect(
      resolveId.call({}, "@el/content/site.ts", importer, { isEntry: false, scan: true }),
    ).resolves.toBe(path.join(root, "src/content/site.ts"));
  });
});
