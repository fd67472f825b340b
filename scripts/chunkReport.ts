import path from "node:path";
import type { Plugin } from "vite";

/**
 * Writes .vite/chunk-modules.json next to Vite's manifest: for every emitted JS chunk,
 * the npm packages (and source folders) bundled into it. The byte-budget test uses it
 * to prove that heavy libraries stay out of a page's initial load.
 */
export function chunkReportPlugin(): Plugin {
  return {
    name: "chunk-report",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const report: Record<string, string[]> = {};
      for (const [file, output] of Object.entries(bundle)) {
        if (output.type !== "chunk") continue;
        const owners = new Set<string>();
        for (const id of output.moduleIds) {
          const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
          // Relative to the project root (a checkout may itself sit in a folder named src/ or theme/).
          const file = path.relative(this.environment.config.root, id.replace(/\?.*$/, ""));
          owners.add(pkg ?? file.split(path.sep).join("/"));
        }
        report[file] = [...owners].sort();
      }
      this.emitFile({
        type: "asset",
        fileName: ".vite/chunk-modules.json",
        source: JSON.stringify(report, null, 2),
      });
    },
  };
}
