/**
 * Content in files, at build time: a broken content file fails the build with its file
 * and field, and a collection ten times its size leaves every other route's initial
 * JavaScript as it was (content is split per route). The large build runs with a Mailgun
 * key and the gateway's key in its environment, and ships neither (no secret reaches the
 * built site: one build serves both checks, a build costs half a minute of both cores).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { distDir, projectRoot } from "../../scripts/paths.ts";
import { routeRegistry } from "../../src/content/routes.ts";
import { kb, pageWeight } from "../support/budget.ts";
import { contentFixture, type ContentFixture } from "../support/contentFixture.ts";
import { secretsIn, withPlantedSecrets } from "../support/plantedSecrets.ts";
import { buildSiteForTest } from "../support/siteBuild.ts";

const BUILD_TIMEOUT = 180_000;

function build(contentDir: string, outDir: string, env: NodeJS.ProcessEnv = process.env) {
  return buildSiteForTest(outDir, { ...env, CONTENT_DIR: contentDir, NODE_ENV: "production" });
}

describe("a broken content file", () => {
  let fixture: ContentFixture;
  beforeAll(() => {
    fixture = contentFixture();
  });
  afterAll(() => fixture.remove());

  it(
    "fails the build, naming the file, the field and the fault",
    () => {
      fixture.edit("projects/aeroserve.en.yml", (t) => t.replace(/^results:.*\n/m, ""));
      const result = build(fixture.dir, ".cache/dist-broken");
      expect(result.status).not.toBe(0);
      expect(`${result.stdout}${result.stderr}`).toContain(
        "content/projects/aeroserve.en.yml: results: Required",
      );
    },
    BUILD_TIMEOUT,
  );
});

describe("a collection ten times its size, and 100 articles", () => {
  let fixture: ContentFixture;
  let buildSeconds = 0;
  const outDir = path.join(projectRoot, ".cache", "dist-scaled");
  beforeAll(() => {
    fixture = contentFixture();
    const slugs = ["aeroserve", "pulp-press", "cyprus-aggregates", "terra-capital"];
    const originals = Object.fromEntries(
      slugs.map((slug) => [slug, fixture.read(`projects/${slug}.en.yml`)]),
    );
    // 8 projects become 80: 72 more, each a copy with its own id and slug.
    for (let n = 0; n < 72; n += 1) {
      const slug = slugs[n % slugs.length] ?? "aeroserve";
      const text = (originals[slug] ?? "").replace(/^id: \d+$/m, `id: ${100 + n}`);
      fixture.write(`projects/${slug}-copy-${n}.en.yml`, text);
      // Every project has its case study.
      fixture.write(
        `case-studies/${slug}-copy-${n}.en.md`,
        fixture.read(`case-studies/${slug}.en.md`),
      );
    }
    // The articles become 100: copies with their own slug, title and date.
    // The English ones (the Greek translations, .el.md, stay as they are).
    const articles = readdirSync(path.join(fixture.dir, "insights")).filter((f) =>
      f.endsWith(".en.md"),
    );
    for (let n = articles.length; n < 100; n += 1) {
      const source = articles[n % articles.length] ?? "";
      const day = `2025-${String((n % 12) + 1).padStart(2, "0")}-${String((n % 28) + 1).padStart(2, "0")}`;
      const text = fixture
        .read(`insights/${source}`)
        .replace(/^title: .*$/m, `title: Fixture article number ${String(n)}`)
        .replace(/^published: .*$/m, `published: ${day}`)
        .replace(/^updated: .*\n/m, "");
      fixture.write(`insights/copy-${String(n)}.en.md`, text);
    }
    const started = performance.now();
    // With server-side keys in its environment, as on a host that builds and serves (the
    // secret scan below).
    const result = build(fixture.dir, outDir, withPlantedSecrets(process.env));
    buildSeconds = (performance.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`scaled build failed:\n${result.stderr}`);
  }, BUILD_TIMEOUT);
  afterAll(() => fixture.remove());

  it("builds in under two minutes, with every article's page and data file", () => {
    console.log(`scaled build (80 projects, 100 articles): ${buildSeconds.toFixed(1)} s`);
    expect(buildSeconds).toBeLessThan(120);
    expect(
      readdirSync(path.join(outDir, "data", "insights")).filter((f) => f.endsWith(".json")),
    ).toHaveLength(100);
    expect(readdirSync(path.join(outDir, "insights", "page"))).toContain("9");
  });

  it("ships no Mailgun key or credentials, though its environment had both", () => {
    const { scanned, leaks } = secretsIn(outDir);
    expect(scanned).toBeGreaterThan(100);
    expect(leaks).toEqual([]);
  });

  it.each([
    "insights/index.html",
    "insights/mvp-in-two-weeks/index.html",
    "projects/aeroserve/index.html",
  ])("%s: initial JS within 0.5 KB of today's", (file) => {
    const today = pageWeight(distDir, file).jsGzip;
    const scaled = pageWeight(outDir, file).jsGzip;
    expect(Math.abs(scaled - today), `${kb(today)} → ${kb(scaled)}`).toBeLessThanOrEqual(512);
  });

  it.each(routeRegistry.map((route) => [route.path]))(
    "%s: initial JS within 0.5 KB of today's",
    (routePath) => {
      const file = routePath === "/" ? "index.html" : `${routePath.slice(1)}/index.html`;
      const today = pageWeight(distDir, file).jsGzip;
      const scaled = pageWeight(outDir, file).jsGzip;
      expect(Math.abs(scaled - today), `${kb(today)} → ${kb(scaled)}`).toBeLessThanOrEqual(512);
    },
  );

  it("/projects carries the larger collection in its page data, not in its JS", () => {
    const routeData = (dir: string) =>
      /<script[^>]*id="route-data"[^>]*>([\s\S]*?)<\/script>/.exec(
        readFileSync(path.join(dir, "projects", "index.html"), "utf8"),
      )?.[1] ?? "";
    const today = routeData(distDir);
    const scaled = routeData(outDir);
    expect(today.length).toBeGreaterThan(1_000);
    // Ten times the projects: ten times the data, give or take the shared copy.
    expect(scaled.length).toBeGreaterThan(5 * today.length);
  });
});
