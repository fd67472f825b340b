import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { routeRegistry } from "../../src/content/routes.ts";
import { distDir } from "../../scripts/paths.ts";
import { kb, pageWeight, textInScripts } from "../support/budget.ts";

/** Issue budgets, gzip (issue 6: initial JavaScript at most 130 KB on every route). */
const JS_BUDGET = 130 * 1024;
const CSS_BUDGET = 30 * 1024;

const pages = [
  ...routeRegistry.map((r) => ({
    path: r.path,
    file: r.path === "/" ? "index.html" : `${r.path.slice(1)}/index.html`,
  })),
  { path: "(404)", file: "404.html" },
];

const weights = pages.map((p) => ({ ...p, ...pageWeight(distDir, p.file) }));
const chunkModules = JSON.parse(
  readFileSync(path.join(distDir, ".vite", "chunk-modules.json"), "utf8"),
) as Record<string, string[]>;

/** The packages and source modules in a page's scripts (from the build's chunk report). */
const packagesOf = (scripts: string[]) =>
  new Set(scripts.flatMap((s) => chunkModules[s.replace(/^\//, "")] ?? []));

describe("byte budget of each page's initial load (gzip)", () => {
  it("prints the per-route table", () => {
    const rows = weights.map(
      (w) =>
        `| ${w.path.padEnd(14)} | ${kb(w.jsGzip).padStart(9)} | ${kb(w.cssGzip).padStart(8)} |`,
    );
    console.log(
      ["| route          | JS (gzip) | CSS+inline |", "|---|---|---|", ...rows].join("\n"),
    );
    expect(rows).toHaveLength(pages.length);
  });

  it.each(weights.map((w) => [w.path, w] as const))("%s: JS ≤ 130 KB and CSS ≤ 30 KB", (_p, w) => {
    expect(w.scripts.length).toBeGreaterThan(0);
    expect(w.jsGzip).toBeLessThanOrEqual(JS_BUDGET);
    expect(w.cssGzip).toBeLessThanOrEqual(CSS_BUDGET);
  });

  it.each(["terms", "privacy"])(
    "/%s: the legal text reaches the browser once, in the HTML, not again in the start-up JS",
    (name) => {
      const { text, inJs } = textInScripts(distDir, `${name}/index.html`);
      expect(text).toBeGreaterThan(8_000);
      // What remains in the JS is the copy the page hydrates: hero, contents, headings.
      expect(inJs / text).toBeLessThan(0.2);
    },
  );

  it("every page preloads its own route chunk (no second round trip before hydration)", () => {
    for (const route of routeRegistry) {
      const w = weights.find((x) => x.path === route.path);
      const name = path.basename(route.file, ".tsx");
      expect(
        w?.scripts.some((s) => path.basename(s).startsWith(`${name}-`)),
        route.path,
      ).toBe(true);
    }
  });

  it("form and toast libraries load only on /contact", () => {
    const heavy = ["react-hook-form", "zod", "@hookform/resolvers", "react-hot-toast"];
    for (const w of weights) {
      const found = heavy.filter((pkg) => packagesOf(w.scripts).has(pkg));
      if (w.path === "/contact") continue;
      expect(found, w.path).toEqual([]);
    }
    // The report really lists packages (the check above would pass on an empty report).
    const home = weights.find((w) => w.path === "/");
    expect(home ? [...packagesOf(home.scripts)] : []).toContain("react-dom");
  });

  it("every page preloads all of start-up (src/main.tsx's stages), so none waits a round trip", () => {
    const stages = ["react-dom", "react-router", "styled-components", "src/app/hydrate.tsx"];
    for (const w of weights) {
      const modules = packagesOf(w.scripts);
      expect(
        stages.filter((m) => !modules.has(m)),
        w.path,
      ).toEqual([]);
    }
  });

  it("pages show no raster image without modern formats (AVIF/WebP via srcset)", () => {
    // The site's artwork is SVG. A JPEG or PNG shown in a page needs a build step that
    // writes AVIF/WebP variants and a srcset first (issue 6); the social image and the
    // icons in public/ are for crawlers and home screens, not shown in pages.
    for (const page of pages) {
      const html = readFileSync(path.join(distDir, page.file), "utf8");
      const images = [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
      const raster = images.filter(
        (tag) => /\.(png|jpe?g|gif)\b/i.test(tag) && !/\bsrcset="[^"]*\.(avif|webp)\b/i.test(tag),
      );
      expect(raster, page.path).toEqual([]);
    }
    const home = readFileSync(path.join(distDir, "index.html"), "utf8");
    expect(home).toMatch(/<img\b[^>]*src="\/assets\/[^"]+\.svg"/);
  });

  it("each page is its own chunk", () => {
    const pageChunks = routeRegistry.map((r) =>
      Object.keys(chunkModules).find((file) => chunkModules[file]?.includes(r.file)),
    );
    expect(pageChunks.every(Boolean)).toBe(true);
    expect(new Set(pageChunks).size).toBe(routeRegistry.length);
  });
});
