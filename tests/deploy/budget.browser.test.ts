import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/loader.ts";
import { localePath, locales } from "../../src/content/locales.ts";
import { routeRegistry } from "../../src/content/routes.ts";
import { distDir } from "../../scripts/paths.ts";
import { kb, pageWeight, textInScripts } from "../support/budget.ts";

/** Issue budgets, gzip (issue 6: initial JavaScript at most 130 KB on every route). */
const JS_BUDGET = 130 * 1024;
/** Issue 19's aim for every page, and issue 21's bound on case studies and articles. */
const JS_AIM = 120 * 1024;
const CSS_BUDGET = 30 * 1024;

const fileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}/index.html`);
/** Every route, its Greek twin (decision 020) and both 404 pages. */
const pages = [
  ...routeRegistry.map((r) => ({ path: r.path, file: fileOf(r.path) })),
  { path: "(404)", file: "404.html" },
  ...routeRegistry.map((r) => ({
    path: localePath("el", r.path),
    file: fileOf(localePath("el", r.path)),
  })),
  { path: "(el 404)", file: "el/404.html" },
  // Every case study and article, in each language it is published in (issue 21).
  ...locales.flatMap((locale) => {
    const { published } = loadContent({}, locale);
    return [
      ...published.caseStudies.map((s) => `/projects/${s.slug}`),
      ...published.articles.map(({ article }) => `/insights/${article.slug}`),
    ].map((p) => ({ path: localePath(locale, p), file: fileOf(localePath(locale, p)) }));
  }),
];
/** A Greek page's initial JS stays within this of its English twin's (issue 22). */
const TWIN_ALLOWANCE = 2 * 1024;
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

  it("every page's initial JS is 120 KB or less (case studies and articles included)", () => {
    const over = weights.filter((w) => w.jsGzip > JS_AIM).map((w) => `${w.path} ${kb(w.jsGzip)}`);
    expect(over).toEqual([]);
    expect(
      weights.filter((w) => /^(\/el)?\/(projects|insights)\/[a-z0-9-]+$/.test(w.path)).length,
    ).toBeGreaterThan(8);
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

  it.each(["projects", "el/projects"])(
    "/%s: the portfolio reaches the browser as page data, not again in the start-up JS",
    (name) => {
      const { text, inJs } = textInScripts(distDir, `${name}/index.html`);
      expect(text).toBeGreaterThan(3_000);
      // What remains in the JS is the page's own copy: hero, filter tabs, call to action.
      expect(inJs / text).toBeLessThan(0.25);
    },
  );

  it("a Greek page names the same image files as the English (no language query on a URL)", () => {
    for (const page of pages.filter((p) => p.path.startsWith("/el") || p.path === "(el 404)")) {
      const html = readFileSync(path.join(distDir, page.file), "utf8");
      expect(html.match(/\/assets\/[^"'\s]*lang=el/g), page.path).toBeNull();
    }
  });

  it("a Greek page's initial JS is within 2 KB of its English twin's, and loads none of its chunks", () => {
    const twins = [
      ...routeRegistry.map((r) => [r.path, localePath("el", r.path)] as const),
      ["(404)", "(el 404)"] as const,
    ];
    for (const [en, el] of twins) {
      const english = weights.find((w) => w.path === en);
      const greek = weights.find((w) => w.path === el);
      expect(Math.abs((greek?.jsGzip ?? 0) - (english?.jsGzip ?? 0)), el).toBeLessThanOrEqual(
        TWIN_ALLOWANCE,
      );
      // Each language's copy in its own chunks: only the entry and the libraries are shared.
      const shared = (greek?.scripts ?? []).filter((s) => english?.scripts.includes(s));
      const sharedModules = [...packagesOf(shared)].filter((m) => m.startsWith("src/"));
      const entry = [
        "src/app/chunkReload.ts",
        "src/app/serverStyles.ts",
        "src/fonts/inter.css",
        "src/main.tsx",
      ];
      // Also library code of ours: the factory lucide's icons are drawn with, in lucide's
      // place (scripts/lucideIcons.ts), and the escaping it uses.
      const library = ["src/ui/scheduling.ts", "src/ui/lucideIcon.tsx", "src/ui/escapeHtml.ts"];
      expect(
        sharedModules.filter((m) => !entry.includes(m) && !library.includes(m)),
        el,
      ).toEqual([]);
      expect(packagesOf(greek?.scripts ?? []).has("src/app/hydrate.el.tsx"), el).toBe(true);
    }
  });

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
      if (w.path === "/contact" || w.path === "/el/contact") continue;
      expect(found, w.path).toEqual([]);
    }
    // The report really lists packages (the check above would pass on an empty report).
    const home = weights.find((w) => w.path === "/");
    expect(home ? [...packagesOf(home.scripts)] : []).toContain("react-dom");
  });

  it("every page preloads all of start-up (src/main.tsx's stages), so none waits a round trip", () => {
    for (const w of weights) {
      const modules = packagesOf(w.scripts);
      const el = w.path.startsWith("/el") || w.path === "(el 404)" ? ".el" : "";
      const stages = [
        "react-dom",
        "react-router",
        "styled-components",
        `src/content/site${el}.ts`,
        `src/app/hydrate${el}.tsx`,
      ];
      expect(
        stages.filter((m) => !modules.has(m)),
        w.path,
      ).toEqual([]);
    }
  });

  it("react-router's unused components stay out of start-up (scripts/routerPrune.ts)", () => {
    const home = weights.find((w) => w.path === "/");
    const startUp = (home?.scripts ?? [])
      .map((href) => readFileSync(path.join(distDir, href.slice(1)), "utf8"))
      .join("\n");
    // The router is there (its hooks' error message) …
    expect(startUp).toContain("must be used within a data router");
    // … but not <Form>, which the site never renders (its submitter check), nor the data
    // router (src/app/SiteRouter.tsx does the little of it the site uses).
    expect(startUp).not.toContain("without a <form>");
    expect(startUp).not.toContain("non-empty routes array to createRouter");
  });

  it("React's CommonJS bodies are function expressions V8 compiles while streaming (scripts/eagerCommonJs.ts)", () => {
    const home = weights.find((w) => w.path === "/");
    const react = (home?.scripts ?? [])
      .map((href) => readFileSync(path.join(distDir, href.slice(1)), "utf8"))
      .find((code) => code.includes("react.transitional.element"));
    expect(react, "the chunk with React in it").toBeDefined();
    // The minified wrapper: `name((function(e,t){` (eager), never `name((e=>{` or
    // `name(((e,t)=>{` (lazy: react-dom's body parsed again on the main thread).
    const eager = react?.match(/[\w$]\(\(function\([\w$]+(,[\w$]+)?\)\{/g) ?? [];
    const lazy = react?.match(/[\w$]\(\((\([\w$]+,[\w$]+\)|[\w$]+)=>\{/g) ?? [];
    expect(eager.length).toBeGreaterThanOrEqual(4);
    expect(lazy).toEqual([]);
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
