/**
 * Finds the size-adjust of each fallback face in src/fonts/inter.css ("Inter Fallback",
 * "Inter Fallback Roboto") at which the site's text breaks into the same lines as in Inter.
 *
 *   npm run build && npx tsx scripts/fonts/fallback-scales.ts [--family "Inter Fallback Roboto"]
 *     [--fonts /usr/share/fonts/truetype/roboto/unhinted] [--rounds 1]
 *
 * It serves dist/, opens each page of its sitemap (of the case studies and articles, the
 * first of each in each language; no tag pages) at 390 and 1366 px in Inter, and notes
 * the height of each element that holds text. Then, for one weight's Latin or Greek
 * face at a time, it tries scales 3 % either side of the current one in steps of 0.25 %:
 * the whole page is drawn in the family's faces at those scales, and each text block
 * whose height differs from Inter's (another line count) counts as one. It keeps the scale
 * with the fewest, and prints the scales and the faces to paste into the file.
 *
 * `local()` finds what the machine has: Arial's metric twins (Liberation Sans on Debian)
 * for "Inter Fallback". For a family whose fonts the machine has alongside others, such as
 * Roboto, `--fonts <dir>` shows Chromium that folder's fonts and nothing else (a fontconfig
 * file of its own), as on a phone with Roboto only. Widths measured on a canvas are no
 * substitute: where a line breaks depends on the words. The scales found this way took the
 * blocks out of line from 452 to 100 for Roboto, from 76 to 52 for Arial (docs/decisions/
 * 024-quiet-start.md, lever 14).
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import { launchChromium } from "../../tests/support/chromium.ts";
import { distDir, projectRoot } from "../paths.ts";
import { createStaticServer, listen } from "../serve.ts";

const CSS_FILE = path.join(projectRoot, "src/fonts/inter.css");
/** Inter's ascent and descent (units per em 2048), which each face keeps at its scale. */
const ASCENT = 1984 / 2048;
const DESCENT = 494 / 2048;

interface Face {
  weight: string;
  src: string;
  scale: number;
  unicodeRange?: string;
}

/** The family's faces as the file declares them. */
function facesOf(css: string, family: string): Face[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => new RegExp(`font-family:\\s*'${family}';`).test(body))
    .map((body) => {
      const field = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
      return {
        weight: field("font-weight") ?? "400",
        src: field("src") ?? "",
        scale: Number.parseFloat(field("size-adjust") ?? "100"),
        unicodeRange: field("unicode-range"),
      };
    });
}

const percent = (value: number) => `${Number(value.toFixed(2))}%`;

/** The family's @font-face rules at these scales. */
function facesCss(family: string, faces: Face[]): string {
  return faces
    .map((face) =>
      [
        "@font-face {",
        `  font-family: '${family}';`,
        "  font-style: normal;",
        `  font-weight: ${face.weight};`,
        `  src: ${face.src};`,
        `  size-adjust: ${percent(face.scale)};`,
        `  ascent-override: ${percent((ASCENT / face.scale) * 1e4)};`,
        `  descent-override: ${percent((DESCENT / face.scale) * 1e4)};`,
        "  line-gap-override: 0%;",
        ...(face.unicodeRange ? [`  unicode-range: ${face.unicodeRange};`] : []),
        "}",
      ].join("\n"),
    )
    .join("\n\n");
}

/** The sitemap's pages, with one case study and one article per language. */
function pagesToMeasure(): string[] {
  const sitemap = readFileSync(path.join(distDir, "sitemap.xml"), "utf8");
  const seen = new Set<string>();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? "/").pathname)
    .filter((pathname) => {
      if (pathname.includes("/tags/")) return false;
      const entry = /^(\/el)?\/(projects|insights)\/[^/]+$/.exec(pathname);
      if (!entry) return true;
      const kind = `${entry[1] ?? ""}/${entry[2]}`;
      if (seen.has(kind)) return false;
      seen.add(kind);
      return true;
    });
}

/** A fontconfig file that shows only the fonts in `dir`. */
function fontconfigWith(dir: string): string {
  const home = mkdtempSync(path.join(tmpdir(), "fallback-fonts-"));
  const file = path.join(home, "fonts.conf");
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig><dir>${path.resolve(dir)}</dir><cachedir>${home}/cache</cachedir></fontconfig>\n`,
  );
  return file;
}

/** Runs in each page: the text blocks and their heights in Inter, and a probe sheet. */
const RECORD = `(async () => {
  await document.fonts.ready;
  for (let y = 0; y < document.body.scrollHeight; y += 600) {
    scrollTo(0, y);
    await new Promise((r) => setTimeout(r, 20));
  }
  scrollTo(0, 0);
  await new Promise((r) => setTimeout(r, 300));
  window.__blocks = [...document.querySelectorAll("body *")].filter(
    (el) =>
      [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) &&
      el.getClientRects().length > 0 &&
      !el.closest("code, pre, [aria-hidden=true], [hidden]"),
  );
  window.__inter = window.__blocks.map((el) => el.getBoundingClientRect().height);
  window.__probe = document.head.appendChild(document.createElement("style"));
})()`;

/** Runs in each page: the blocks whose height differs with the probe faces. */
const compare = (css: string) => `(async () => {
  window.__probe.textContent = ${JSON.stringify(css)};
  await Promise.all([...document.fonts].filter((f) => f.family === "Probe").map((f) => f.load().catch(() => f)));
  return window.__blocks.flatMap((el, i) => {
    const height = el.getBoundingClientRect().height;
    return Math.abs(height - window.__inter[i]) > 1
      ? [getComputedStyle(el).fontWeight + " " + el.textContent.trim().slice(0, 48)]
      : [];
  });
})()`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      family: { type: "string", default: "Inter Fallback" },
      fonts: { type: "string" },
      rounds: { type: "string", default: "1" },
    },
  });
  const family = values.family;
  const faces = facesOf(readFileSync(CSS_FILE, "utf8"), family);
  if (faces.length === 0) throw new Error(`No @font-face for '${family}' in ${CSS_FILE}`);

  const server = createStaticServer({ root: distDir });
  const base = await listen(server, 0);
  const browser = await launchChromium(
    values.fonts ? { env: { ...process.env, FONTCONFIG_FILE: fontconfigWith(values.fonts) } } : {},
  );
  const paths = pagesToMeasure();
  const pages: { page: Page; key: string }[] = [];
  for (const width of [390, 1366])
    for (const route of paths) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        isMobile: width < 768,
        hasTouch: width < 768,
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      await page.goto(base + route, { waitUntil: "load" });
      await page.evaluate(RECORD);
      pages.push({ page, key: `${width} ${route}` });
    }

  const probe = (candidate: Face[]) =>
    `${facesCss("Probe", candidate)}\nbody, body *:not(code, pre, kbd, samp) { font-family: Probe !important; }`;
  const outOfLine = async (candidate: Face[]) =>
    (await Promise.all(
      pages.map(({ page }) => page.evaluate(compare(probe(candidate)))),
    )) as string[][];
  const count = async (candidate: Face[]) =>
    (await outOfLine(candidate)).reduce((sum, blocks) => sum + blocks.length, 0);

  let best = faces.map((face) => ({ ...face }));
  let fewest = await count(best);
  console.log(`${family}: ${fewest} text blocks out of line at the file's scales`);
  for (let round = 0; round < Number(values.rounds); round += 1)
    for (const [index, face] of best.entries()) {
      const start = face.scale;
      for (let step = -12; step <= 12; step += 1) {
        const scale = Math.round((start + step * 0.25) * 100) / 100;
        const candidate = best.map((f, i) => (i === index ? { ...f, scale } : f));
        const blocks = await count(candidate);
        const closer = Math.abs(scale - start) < Math.abs((best[index]?.scale ?? start) - start);
        if (blocks < fewest || (blocks === fewest && closer)) [best, fewest] = [candidate, blocks];
      }
      const label = `${face.weight}${face.unicodeRange ? " (Greek)" : ""}`;
      console.log(
        `  ${label.padEnd(20)} ${start}% → ${best[index]?.scale}%: ${fewest} out of line`,
      );
    }
  (await outOfLine(best)).forEach((blocks, i) => {
    if (blocks.length > 0) console.log(`${pages[i]?.key}: ${blocks.join(" | ")}`);
  });
  console.log(`\n${facesCss(family, best)}`);
  await browser.close();
  server.close();
}

await main();
