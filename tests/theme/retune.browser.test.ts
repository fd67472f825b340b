/**
 * A retune is complete: the site built with a second palette (tests/fixtures/
 * palette-teal.ts: another accent family and another ink) carries no colour of the
 * shipped accent family, in any notation, in any route's HTML, CSS, JavaScript, SVG or
 * manifest, in the light mapping or the dark one. Third-party marks (client wordmarks, project screenshots) keep their own
 * colours and are not scanned.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { distDir, projectRoot } from "../../scripts/paths.ts";
import { resolveArt } from "../../scripts/brandArt.ts";
import { buildStampPath } from "../../scripts/build.ts";
import { needsBuild } from "../../scripts/start.ts";
import { palette as shipped } from "../../theme/palette.ts";
import { schemeCss } from "../../theme/schemeCss.ts";
import { createSchemes, type Schemes as Tokens } from "../../theme/schemes.ts";
import { publishedName } from "../../theme/tokens.ts";
import { palette as teal } from "../fixtures/palette-teal.ts";
import { findColours, hueOf, normalise } from "../support/colours.ts";
import { buildSiteForTest } from "../support/siteBuild.ts";

const FIXTURE = "tests/fixtures/palette-teal.ts";
const retuneDir = path.join(projectRoot, "dist-retune");

/** Rebuilds dist-retune/ when the sources or the fixture changed since its last build. */
async function buildRetuned(): Promise<void> {
  const stamp = statSync(buildStampPath(retuneDir), { throwIfNoEntry: false });
  const fixtureChanged =
    !stamp || statSync(path.join(projectRoot, FIXTURE)).mtimeMs > stamp.mtimeMs;
  if (!fixtureChanged && !(await needsBuild(retuneDir))) return;
  const env: NodeJS.ProcessEnv = { ...process.env, THEME_PALETTE: FIXTURE };
  delete env.NODE_ENV;
  const result = buildSiteForTest(retuneDir, env);
  if (result.status !== 0) throw new Error(`The retune build failed:\n${result.stderr}`);
}

const brandTemplates = [
  ...["brand", "hero", "mvp", "og"].flatMap((dir) =>
    readdirSync(path.join(projectRoot, "assets", dir))
      .filter((f) => f.endsWith(".svg"))
      .map((f) => path.join("assets", dir, f)),
  ),
  "theme/icons/favicon.svg",
  "theme/icons/manifest.webmanifest",
  "index.html",
];

/**
 * Every colour value a set of tokens produces: token strings, and the placeholders of the
 * artwork templates resolved (literals written in a template are not the tokens').
 */
function coloursOf(tokens: Tokens): Set<string> {
  const placeholders = brandTemplates.flatMap(
    (f) => readFileSync(path.join(projectRoot, f), "utf8").match(/\{\{[^}]*\}\}/g) ?? [],
  );
  const texts = [
    JSON.stringify([tokens.light, tokens.dark, tokens.art]),
    resolveArt(placeholders.join(" "), tokens),
  ];
  return new Set(texts.flatMap((t) => findColours(t).map((c) => c.hex)));
}

const accentHue = hueOf(shipped.accent500).hue;
const inAccentBand = (hex: string) => {
  const { hue, saturation } = hueOf(hex);
  const distance = Math.min(Math.abs(hue - accentHue), 360 - Math.abs(hue - accentHue));
  return saturation > 0.3 && distance <= 25;
};

const retunedColours = coloursOf(createSchemes(teal));
/**
 * The shipped accent family: the accent entries, every accent-hued colour the shipped
 * tokens and artwork produce, and the literals the first retune attempt left behind.
 * Colours the fixture palette produces as well (the service purple it keeps) are not
 * the accent family's.
 */
const accentFamily = new Set(
  [
    ...[
      shipped.accent700,
      shipped.accent600,
      shipped.accent500,
      shipped.accent300,
      shipped.accent100,
    ],
    ...[...coloursOf(createSchemes(shipped))].filter(inAccentBand),
    ...["#6D4AFF", "#8F76FF", "#9C87FF", "#A594FF", "#5335E0", "#4B2DD6", "#7B5CFF", "#B59FFF"],
  ]
    .map((c) => normalise(c) ?? c)
    .filter((c) => !retunedColours.has(c)),
);

/**
 * Client wordmarks and project screenshots (card and gallery): third-party colours, kept
 * as they are. So are the images editors put in content/media/ (served at /media/).
 */
const thirdParty = new Set(
  ["clients", "projects", "projects/gallery"].flatMap((dir) =>
    readdirSync(path.join(projectRoot, "assets", dir))
      .filter((f) => f.endsWith(".svg"))
      .map((f) => f.replace(/\.svg$/, "")),
  ),
);
// Decap CMS's prebuilt bundle at /admin (its own UI colours; our preview.js is scanned).
const isThirdPartyAsset = (file: string) =>
  file.includes(`${path.sep}media${path.sep}`) ||
  /[\\/]admin[\\/](\d+\.)?decap-cms\.js$/.test(file) ||
  (/\/assets\/[^/]+-[\w-]{8}\.svg$/.test(file) &&
    thirdParty.has(path.basename(file).replace(/-[\w-]{8}\.svg$/, "")));

function scannedFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== ".vite") walk(full);
      } else if (/\.(html|css|js|svg|webmanifest)$/.test(entry.name) && !isThirdPartyAsset(full)) {
        out.push(full);
      }
    }
  };
  walk(dir);
  return out;
}

/** "file: colour as written" for every accent-family colour in a built site. */
function accentLeftovers(dir: string): string[] {
  return scannedFiles(dir).flatMap((file) =>
    findColours(readFileSync(file, "utf8"))
      .filter((c) => accentFamily.has(c.hex))
      .map((c) => `${path.relative(dir, file)}: ${c.raw}`),
  );
}

describe("retune with another palette", () => {
  beforeAll(buildRetuned, 120_000);

  it("the scan finds the accent family in the shipped build (so it can fail)", () => {
    const files = new Set(accentLeftovers(distDir).map((l) => l.split(":")[0]));
    expect(files.size).toBeGreaterThan(10);
    expect(accentFamily.has("#6D4AFF")).toBe(true);
    expect(normalise("rgba(109,74,255,.35)")).toBe("#6D4AFF");
    expect(normalise("rgb(109 74 255 / 35%)")).toBe("#6D4AFF");
    expect(normalise("#6d4aff")).toBe("#6D4AFF");
    expect(normalise(`hsl(${accentHue.toFixed(2)} 100% 64.5%)`)).toMatch(/^#6[CD]4[9A]FF$/);
  });

  it("leaves no colour of the shipped accent family in any route's HTML, CSS, JS or SVG", () => {
    expect(accentLeftovers(retuneDir)).toEqual([]);
  });

  it("draws no accent-hued colour of its own outside the palette (no hand-picked violet)", () => {
    const strays = scannedFiles(retuneDir).flatMap((file) =>
      findColours(readFileSync(file, "utf8"))
        .filter((c) => inAccentBand(c.hex) && !retunedColours.has(c.hex))
        .map((c) => `${path.relative(retuneDir, file)}: ${c.raw}`),
    );
    expect([...new Set(strays)]).toEqual([]);
  });

  it("pre-renders every route with the retuned palette (ink and accent)", () => {
    const html = readFileSync(path.join(retuneDir, "index.html"), "utf8");
    expect(html).toContain(`content="${teal.ink900}"`);
    expect(html).toContain(teal.accent500);
    expect(readFileSync(path.join(retuneDir, "lp/mvp-offer/index.html"), "utf8")).toContain(
      teal.accent500,
    );
  });

  it("pre-renders both mappings of the retuned palette (the dark one from the same palette)", () => {
    const html = readFileSync(path.join(retuneDir, "index.html"), "utf8");
    const dark =
      /:root\[data-theme=dark\]\{([^}]*)\}/.exec(schemeCss(createSchemes(teal)))?.[1] ?? "";
    // The build writes each property by its short production name (theme/tokens.ts).
    const declarations = dark
      .split(";")
      .filter(Boolean)
      .map((d) => d.replace(/^--[\w-]+/, (name) => publishedName(name, true)));
    expect(declarations.length).toBeGreaterThan(20);
    // The style sheet's own spacing may differ (stylis): compare without spaces.
    const css = html.replace(/\s+/g, "");
    for (const declaration of declarations) expect(css).toContain(declaration.replace(/\s+/g, ""));
    expect(html).toContain(`${publishedName("--bg", true)}:${createSchemes(teal).dark.colors.bg}`);
  });

  it("redraws the raster icons and social image from the retuned palette", () => {
    for (const file of ["icon-192.png", "og-default.jpg"]) {
      expect(
        readFileSync(path.join(retuneDir, file)).equals(readFileSync(path.join(distDir, file))),
        file,
      ).toBe(false);
    }
  });
});
