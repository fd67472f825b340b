/**
 * The Greek edition of the app is the same source compiled a second time, with the Greek
 * copy (docs/decisions/020-languages.md). Importing `@el/app/hydrate.tsx` gives the Greek
 * edition of src/app/hydrate.tsx: a module whose id is `src/app/hydrate.el.tsx` (no such
 * file: its source is hydrate.tsx's), and whose own imports are Greek editions in turn:
 *
 * - `content:<name>` resolves to the Greek content module (`\0content:<name>@el`, served
 *   by scripts/contentPlugin.ts; `content:locale` says "el");
 * - a module of src/ or theme/ resolves to its Greek edition (`<name>.el.tsx`), except the
 *   few language-free modules the entry itself runs (`sharedModules`: one instance each).
 *
 * So the two editions share only the libraries and the entry: an English page loads no
 * Greek copy and a Greek page no English copy, each edition's chunks mirror the other's,
 * and no component takes a language argument. TypeScript reads `@el/*` as `src/*`
 * (tsconfig `paths`), so both editions are type-checked as one.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const EL_PREFIX = "@el/";
/** How the id of a Greek edition ends: `.el.ts` / `.el.tsx`. */
const EDITION = /\.el\.(tsx?)$/;

/** An edition's id for a source file, and back. */
export const greekId = (file: string) => file.replace(/\.(tsx?)$/, ".el.$1");
export const sourceOf = (id: string) => id.replace(EDITION, ".$1");
export const isGreekId = (id: string) =>
  EDITION.test(id) || /^\0content:.*@el$/.test(id) || /[?&]lang=el$/.test(id);

/** A module copied for the Greek edition by its query (icons, asset URLs). */
const GREEK_COPY = /[?&]lang=el$/;
/** lucide-react's barrel and its icon modules. */
const LUCIDE_ICON = /\/node_modules\/lucide-react\/dist\/esm\/(icons\/[^/]+|lucide-react)\.mjs$/;

/** Modules the entry (src/main.tsx) runs before either edition: kept single. */
const sharedModules = [
  "src/main.tsx",
  "src/app/chunkReload.ts",
  "src/app/serverStyles.ts",
  "src/ui/scheduling.ts",
];

export function languagePlugin(root: string): Plugin {
  const inScope = (file: string) => {
    const relative = path.relative(root, file).split(path.sep).join("/");
    return (
      /^(src|theme)\//.test(relative) &&
      /\.tsx?$/.test(relative) &&
      !/\.d\.ts$/.test(relative) &&
      !sharedModules.includes(relative)
    );
  };
  /** A path that names an edition of an existing source file (dev server URLs, tests). */
  const editionPath = (source: string): string | undefined => {
    if (!EDITION.test(source)) return undefined;
    const file = source.startsWith(root) ? source : path.join(root, source);
    const real = sourceOf(file);
    return !existsSync(file) && existsSync(real) && inScope(real) ? file : undefined;
  };

  return {
    name: "language-editions",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (source.startsWith(EL_PREFIX)) {
        const file = path.join(root, "src", source.slice(EL_PREFIX.length));
        if (!existsSync(file)) return null;
        // The dev server's dependency scan reads files from disk and has no use for this
        // plugin's load hook: it is given the English file, which imports the same packages.
        if ((options as { scan?: boolean }).scan) return file;
        return inScope(file) ? greekId(file) : file;
      }
      const edition = editionPath(source);
      if (edition) return edition;
      if (!importer) return null;
      if (GREEK_COPY.test(importer)) {
        // lucide's barrel, imported by a Greek edition: its icons are the Greek copies.
        const resolved = await this.resolve(source, importer.replace(GREEK_COPY, ""), {
          ...options,
          skipSelf: true,
        });
        return resolved && !resolved.external && LUCIDE_ICON.test(resolved.id)
          ? { ...resolved, id: `${resolved.id}?lang=el` }
          : resolved;
      }
      if (!EDITION.test(importer)) return null;
      // The imports of a Greek edition.
      if (source.startsWith("content:")) return `\0${source}@el`;
      const resolved = await this.resolve(source, sourceOf(importer), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external) return resolved;
      const clean = resolved.id.replace(/\?.*$/, "");
      if (clean === resolved.id && inScope(clean)) return greekId(clean);
      // Icons and asset URLs get a Greek copy of their tiny module, so the two editions
      // share no chunk but the libraries' (each edition's chunks then mirror the other's,
      // and neither loads a chunk made for both).
      if (LUCIDE_ICON.test(clean) && clean === resolved.id) {
        return { ...resolved, id: `${resolved.id}?lang=el` };
      }
      if (!clean.includes("/node_modules/") && /[?&]url\b/.test(resolved.id)) {
        return { ...resolved, id: `${resolved.id}&lang=el` };
      }
      return resolved;
    },
    load(id) {
      if (!EDITION.test(id) || !id.startsWith(root)) return undefined;
      const real = sourceOf(id);
      if (!existsSync(real)) return undefined;
      this.addWatchFile(real);
      return readFileSync(real, "utf8");
    },
  };
}

/**
 * The Greek edition's copies of asset URL modules (above) must still name the one file:
 * Vite keeps the module's query on the URL (`/assets/logo.svg?lang=el`), which made a
 * Greek page fetch, and cache, every image a second time. Runs after Vite has written the
 * URLs into the chunks.
 */
export function languageAssetUrlsPlugin(): Plugin {
  const marked = /(\/assets\/[^"'`\s?#]+)[?&]lang=el\b/g;
  return {
    name: "language-editions:asset-urls",
    enforce: "post",
    renderChunk(code) {
      if (!code.includes("lang=el")) return null;
      const cleaned = code.replace(marked, "$1");
      return cleaned === code ? null : { code: cleaned, map: null };
    },
  };
}
