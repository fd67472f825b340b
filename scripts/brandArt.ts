/**
 * Brand artwork from the tokens. The SVG illustrations that carry brand colours
 * (assets/{brand,hero,mvp,og}/*.svg), the favicon and the web manifest
 * (theme/icons/) are templates: every colour in them is written as `{{name}}` (a palette
 * entry or an `art` token of theme/tokens.ts) or `{{name + other N%}}` (`name` mixed N%
 * towards `other`). `themeArtPlugin` resolves them against the current tokens whenever
 * Vite builds or serves them, so a palette change redraws the artwork too.
 *
 * It also lets a build take another palette: with `THEME_PALETTE=<module path>` (a
 * module exporting `palette`, e.g. tests/fixtures/palette-teal.ts) theme/palette.ts is
 * replaced by that module in every bundle. Without it, nothing changes.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { runnerImport } from "vite";
import { mix } from "../theme/color.ts";
import { palette as defaultPalette, type Palette } from "../theme/palette.ts";
import { createSchemes, type Schemes } from "../theme/schemes.ts";
import { schemeScriptTag } from "../deploy/schemeScript.ts";
import { outlineText } from "./outlineText.ts";
import { projectRoot } from "./paths.ts";

/** Artwork files whose colours come from the tokens (third-party marks are not here). */
export const brandArtPattern = /\/assets\/(brand|hero|mvp|og)\/[^/?]+\.svg(\?.*)?$/;
/**
 * Artwork served with its text outlined (scripts/outlineText.ts): the client wordmarks and
 * the MVP tiles, a few words each, shown many at a time near the top of the home and offer
 * pages. The project illustrations keep their text: dozens of labels each, whose outlines
 * would be 10–20 KB of compressed path data per image where the text is 2 KB.
 */
export const artworkPattern = /\/assets\/(brand|hero|mvp|og|clients)\/[^/?]+\.svg(\?.*)?$/;

/** An artwork file as the site serves it: colours resolved (brand art), text outlined. */
export function renderArtwork(file: string, tokens: Schemes): string {
  const source = readFileSync(file, "utf8");
  return outlineText(brandArtPattern.test(file) ? resolveArt(source, tokens) : source);
}

const placeholder = /\{\{\s*([\w]+)(?:\s*\+\s*([\w]+)\s+([\d.]+)%)?\s*\}\}/g;

/** Resolves the `{{…}}` colour placeholders of a template against the tokens. */
export function resolveArt(template: string, tokens: Schemes): string {
  const named: Record<string, string> = {
    ...tokens.palette,
    ...pickColours(tokens.light.colors),
    ...tokens.art,
  };
  const colour = (name: string) => {
    const value = named[name];
    if (value === undefined) throw new Error(`Unknown colour token in artwork: {{${name}}}`);
    return value;
  };
  return template.replace(placeholder, (_m, name: string, other?: string, pct?: string) =>
    other && pct ? mix(colour(name), colour(other), Number(pct) / 100) : colour(name),
  );
}

function pickColours(colors: Schemes["light"]["colors"]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
}

/** The palette a build uses: THEME_PALETTE's module, or theme/palette.ts. */
export async function loadPalette(
  modulePath = process.env.THEME_PALETTE,
): Promise<{ palette: Palette; file?: string }> {
  if (!modulePath) return { palette: defaultPalette };
  const file = path.resolve(projectRoot, modulePath);
  const { module } = await runnerImport<{ palette: Palette }>(file, {
    root: projectRoot,
    configFile: false,
    logLevel: "warn",
  });
  return { palette: module.palette, file };
}

const iconsDir = path.join(projectRoot, "theme", "icons");
/** Files the site serves at its root, drawn from templates in theme/icons/. */
export const rootTemplates = ["favicon.svg", "manifest.webmanifest"] as const;

export function renderRootFile(name: (typeof rootTemplates)[number], tokens: Schemes): string {
  return resolveArt(readFileSync(path.join(iconsDir, name), "utf8"), tokens);
}

/** Where the dev server serves resolved artwork. */
const devPrefix = "/@theme-art/";

export function themeArtPlugin(): Plugin {
  let tokens: Schemes = createSchemes(defaultPalette);
  let override: string | undefined;
  let isBuild = false;
  return {
    name: "theme-art",
    enforce: "pre",
    async configResolved(config) {
      isBuild = config.command === "build";
      const loaded = await loadPalette();
      tokens = createSchemes(loaded.palette);
      override = loaded.file;
    },
    resolveId: {
      filter: { id: /palette\.ts$/ },
      async handler(source, importer, options) {
        if (!override || !importer || importer === override) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (resolved?.id === path.join(projectRoot, "theme", "palette.ts")) return override;
        return null;
      },
    },
    load: {
      filter: { id: artworkPattern },
      handler(id) {
        const file = id.replace(/\?.*$/, "");
        if (!file.startsWith(path.join(projectRoot, "assets"))) return null;
        this.addWatchFile(file);
        const svg = renderArtwork(file, tokens);
        if (!isBuild) {
          // The dev server (and Storybook) serve it resolved from this path, see below.
          const url = `${devPrefix}${path.relative(projectRoot, file).split(path.sep).join("/")}`;
          return `export default ${JSON.stringify(url)};`;
        }
        const ref = this.emitFile({ type: "asset", name: path.basename(file), source: svg });
        return {
          code: `export default import.meta.ROLLDOWN_FILE_URL_${ref};`,
          moduleSideEffects: false,
        };
      },
    },
    transformIndexHtml(html) {
      // The colour-scheme script goes first into every page's head (deploy/schemeScript.ts).
      const withScheme = html.replace(
        /<meta charset="UTF-8" \/>/,
        (tag) => `${tag}\n    ${schemeScriptTag}`,
      );
      return resolveArt(withScheme, tokens);
    },
    generateBundle() {
      if (this.environment.config.consumer !== "client") return;
      for (const name of rootTemplates) {
        this.emitFile({ type: "asset", fileName: name, source: renderRootFile(name, tokens) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const art = req.url?.startsWith(devPrefix) ? req.url.slice(devPrefix.length) : undefined;
        if (art !== undefined) {
          const file = path.join(projectRoot, art.replace(/\?.*$/, ""));
          if (!artworkPattern.test(file) || !file.startsWith(projectRoot)) return next();
          res.setHeader("Content-Type", "image/svg+xml");
          res.end(renderArtwork(file, tokens));
          return;
        }
        const name = rootTemplates.find((n) => req.url === `/${n}`);
        if (!name) return next();
        res.setHeader(
          "Content-Type",
          name.endsWith(".svg") ? "image/svg+xml" : "application/manifest+json",
        );
        res.end(renderRootFile(name, tokens));
      });
    },
  };
}
