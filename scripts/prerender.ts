/**
 * Writes real HTML for every route of the registry and 404.html, from the server bundle:
 * the page's markup, its head tags, its styled-components styles, and preload hints for
 * the route's own chunk (so hydration does not wait for a second round trip).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Manifest } from "vite";
import type { RenderResult } from "../src/entry-server.tsx";
import type { RouteEntry } from "../src/content/routes.ts";
import type { PublishedPage } from "../src/content/publishedFiles.ts";
import { localePath, localePrefix, locales, type Locale } from "../src/content/locales.ts";
import { ROUTE_DATA_ID } from "../src/app/routeData.ts";
import { BANDS_ATTRIBUTE, BANDS_STYLE } from "../src/app/deferredBands.ts";
import { bootTags } from "../deploy/bootScript.ts";
import { shipsWebFont } from "../theme/fonts.ts";
import { greekId, isGreekId } from "./languagePlugin.ts";
import { projectRoot } from "./paths.ts";

/** One language edition of the app in the server bundle (src/app/render.tsx). */
interface Edition {
  render: (pathname: string) => Promise<RenderResult>;
  routeRegistry: readonly RouteEntry[];
  site: { siteUrl: string };
  publishedPages: () => Promise<PublishedPage[]>;
  feed: () => Promise<string>;
}

interface ServerBundle {
  editions: Record<Locale, Edition>;
  site: { siteUrl: string };
}

/** A page of one language with its twin's path in the other, when it has one. */
interface SitemapPage {
  path: string;
  lastmod?: string | undefined;
  alternates?: Partial<Record<Locale, string>> | undefined;
}

/** The page module of each kind of published page, by its data key's folder. */
const publishedPageFile: Record<string, string> = {
  "case-studies": "src/pages/case-study/CaseStudyPage.tsx",
  insights: "src/pages/insights/ArticlePage.tsx",
  "insights-pages": "src/pages/insights/InsightsPage.tsx",
  "insights-tags": "src/pages/insights/InsightsPage.tsx",
};

export interface PrerenderedPage {
  pathname: string;
  file: string;
}

/** A path no route matches: its render is the 404 page. */
export const NOT_FOUND_PROBE = "/__not-found__";

export async function prerender({ outDir, ssrOutDir }: { outDir: string; ssrOutDir: string }) {
  const bundle = (await import(
    pathToFileURL(path.join(ssrOutDir, "entry-server.js")).href
  )) as ServerBundle;
  const template = await inlineStyleSheets(
    await readFile(path.join(outDir, "index.html"), "utf8"),
    outDir,
  );
  const manifest = JSON.parse(
    await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  // The web font's preload, and on Greek pages its Latin-and-Greek file, when the theme
  // ships it (theme/fonts.ts).
  const webFont = shipsWebFont();
  const fonts: Record<Locale, { preload: string; face: string }> = {
    en: { preload: webFont ? fontPreloadTag(manifest) : "", face: "" },
    el: webFont ? await greekFontTags(outDir) : { preload: "", face: "" },
  };

  const pages: PrerenderedPage[] = [];
  const sitemap: SitemapPage[] = [];
  const registry = bundle.editions.en.routeRegistry;
  for (const locale of locales) {
    const edition = bundle.editions[locale];
    const published = await edition.publishedPages();
    const chunkOf = (file: string) => (locale === "en" ? file : greekId(file));
    const fileOf = (pathname: string) =>
      pathname === "/" ? "index.html" : path.join(pathname.slice(1), "index.html");
    const jobs = [
      ...edition.routeRegistry.map((route) => ({
        pathname: localePath(locale, route.path),
        file: fileOf(localePath(locale, route.path)),
        chunk: chunkOf(route.file),
      })),
      ...published
        .filter(
          (page) => !edition.routeRegistry.some((r) => localePath(locale, r.path) === page.path),
        )
        .map((page) => ({
          pathname: page.path,
          file: path.join(page.path.slice(1), "index.html"),
          chunk: chunkOf(publishedPageFile[page.key.split("/")[0] ?? ""] ?? ""),
        })),
      {
        pathname: `${localePrefix(locale)}${NOT_FOUND_PROBE}`,
        file: path.join(localePrefix(locale).slice(1), "404.html"),
        chunk: chunkOf("src/app/NotFoundPage.tsx"),
      },
    ];

    const startup = startupChunks(manifest, locale);
    for (const job of jobs) {
      const result = await edition.render(job.pathname);
      const preloads = chunkPreloadTags(manifest, [...startup, ...(job.chunk ? [job.chunk] : [])]);
      const routeData = result.loaderData
        ? `<script type="application/json" id="${ROUTE_DATA_ID}">${result.loaderData}</script>`
        : "";
      const head = [
        result.head,
        fonts[locale].preload,
        preloads,
        result.styles,
        // The bands below the first screen are laid out near the viewport only until
        // the first load settles (src/app/deferredBands.ts; <html> gets the attribute).
        BANDS_STYLE,
        routeData,
      ]
        .filter(Boolean)
        .join("\n    ");
      // Function replacers: "$&" and friends in the content stay literal text.
      const html = deferHydration(
        withLanguage(template, locale)
          .replace("<!--app-head-->", () => head)
          .replace("<!--app-html-->", () => result.html),
      ).replace("</head>", () =>
        fonts[locale].face ? `  ${fonts[locale].face}\n  </head>` : "</head>",
      );
      const target = path.join(outDir, job.file);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, html);
      pages.push({ pathname: job.pathname, file: job.file });
    }
    sitemap.push(
      // Pages marked noindex (the "message sent" page) stay out of the sitemap.
      ...registry
        .filter((route) => !/\bnoindex\b/i.test(route.meta.robots ?? ""))
        .map((route) => {
          const at = localePath(locale, route.path);
          const page = published.find((p) => p.path === at);
          return {
            path: at,
            lastmod: page?.lastmod,
            alternates: Object.fromEntries(locales.map((l) => [l, localePath(l, route.path)])),
          };
        }),
      ...published
        .filter((page) => !registry.some((r) => localePath(locale, r.path) === page.path))
        .map((page) => ({ ...page, alternates: page.alternates })),
    );
    const feedFile = path.join(outDir, localePrefix(locale).slice(1), "rss.xml");
    await mkdir(path.dirname(feedFile), { recursive: true });
    await writeFile(feedFile, await edition.feed());
  }
  await writeFile(path.join(outDir, "sitemap.xml"), sitemapXml(bundle.site.siteUrl, sitemap));
  await writeFile(path.join(outDir, "robots.txt"), robotsTxt(bundle.site.siteUrl));
  return pages;
}

/**
 * The entry's style sheets written into the page: they hold only the font faces
 * (src/fonts/inter.css, 3.2 KB), and as a file of their own they were a render-blocking
 * request: one more round trip before the first paint, which on a phone on slow 4G came
 * 0.45–0.75 s later (decision 024, lever 12). `data-href` names the file, which stays in
 * assets/ for the content editor's preview.
 */
export async function inlineStyleSheets(template: string, outDir: string): Promise<string> {
  let html = template;
  for (const [tag, href = ""] of template.matchAll(
    /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g,
  )) {
    const css = (await readFile(path.join(outDir, href.slice(1)), "utf8")).trim();
    html = html.replace(tag, () => `<style data-href="${href}">${css}</style>`);
  }
  return html;
}

/** The template's <html lang> (with the deferred bands' attribute) and feed link. */
function withLanguage(template: string, locale: Locale): string {
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${locale}" ${BANDS_ATTRIBUTE}`)
    .replace(
      'type="application/rss+xml" href="/rss.xml"',
      `type="application/rss+xml" href="${localePrefix(locale)}/rss.xml"`,
    );
}

/**
 * sitemap.xml from the route registry and the published pages, with absolute URLs on the
 * configured site URL; a page with a twin in the other language lists both as
 * xhtml:link alternates (and x-default, the English one).
 */
export function sitemapXml(siteUrl: string, routes: readonly SitemapPage[]): string {
  const urls = routes
    .map((r) => {
      const lastmod = r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : "";
      const twins = locales.filter((l) => r.alternates?.[l]);
      const alternates =
        twins.length > 1
          ? [...twins, "x-default" as const]
              .map((l) => {
                const at = r.alternates?.[l === "x-default" ? "en" : l] ?? "/";
                return `\n    <xhtml:link rel="alternate" hreflang="${l}" href="${siteUrl}${at}"/>`;
              })
              .join("") + "\n  "
          : "";
      return `  <url><loc>${siteUrl}${r.path}</loc>${lastmod}<changefreq>monthly</changefreq>${alternates}</url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${siteUrl}/sitemap.xml
`;
}

/**
 * Moves the entry <script type="module"> and every modulepreload tag of a built page into
 * the boot data block, started by the inline boot script after the first paint
 * (deploy/bootScript.ts): the page's text never waits for its JavaScript.
 */
export function deferHydration(html: string): string {
  const entryTag = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
  const entry = entryTag.exec(html)?.[1];
  if (!entry) throw new Error('the built page has no entry <script type="module" src>');
  const preloadTag = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;
  const preload = [...new Set([...html.matchAll(preloadTag)].map((m) => m[1] ?? ""))];
  return html
    .replace(preloadTag, "")
    .replace(entryTag, () => `\n    ${bootTags({ entry, preload })}`);
}

/**
 * The chunks the client entry imports dynamically: its start-up stages (src/main.tsx),
 * loaded on every page right after the entry.
 */
export function startupChunks(manifest: Manifest, locale: Locale = "en"): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("the build manifest has no entry chunk");
  // Each language's edition of the app (scripts/languagePlugin.ts), never the other's: a
  // Greek module's key ends in .el.tsx, a chunk of Greek modules is named "<name>-el" (the
  // ui chunk, vite.config.ts), and a Greek page takes what has no Greek twin as it is.
  const all = entry.dynamicImports ?? [];
  const nameOf = (key: string) => manifest[key]?.name ?? key;
  const isGreek = (key: string) => isGreekId(key) || nameOf(key).endsWith("-el");
  const hasGreekTwin = (key: string) =>
    all.some(
      (other) => other !== key && (other === greekId(key) || nameOf(other) === `${nameOf(key)}-el`),
    );
  return locale === "en"
    ? all.filter((key) => !isGreek(key))
    : all.filter((key) => isGreek(key) || !hasGreekTwin(key));
}

/** modulepreload and stylesheet tags for chunks and their own imports, each file once. */
export function chunkPreloadTags(manifest: Manifest, sourceFiles: readonly string[]): string {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  for (const file of sourceFiles) {
    if (!manifest[file]) throw new Error(`${file} is not in the build manifest`);
    visit(file);
  }
  return [
    ...[...styles].map((href) => `<link rel="stylesheet" href="/${href}">`),
    ...[...scripts].map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
  ].join("\n    ");
}

/**
 * Greek pages load one font file, Inter's Latin and Greek letters together
 * (src/fonts/inter-latin-greek-wght-normal.woff2, cut by scripts/fonts/inter-latin-greek.py),
 * instead of @fontsource's Latin file and its Greek one: each file that arrives after the
 * first layout lays the whole page out again (decision 024). Its @font-face covers the
 * Latin file's characters and the Greek ones; it goes after the site's style sheet
 * (src/fonts/inter.css, which has no Greek subset, so English pages never fetch a Greek
 * file), and of two faces of a family that cover a character the later one is used, so a
 * Greek page never needs the Latin file. The file is copied into assets/ under its hash.
 */
async function greekFontTags(outDir: string): Promise<{ preload: string; face: string }> {
  const bytes = await readFile(
    path.join(projectRoot, "src/fonts/inter-latin-greek-wght-normal.woff2"),
  );
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 8);
  const href = `/assets/inter-latin-greek-wght-normal-${hash}.woff2`;
  await writeFile(path.join(outDir, href.slice(1)), bytes);
  const face = [
    "@font-face{font-family:'Inter Variable';font-style:normal;font-display:swap;",
    `font-weight:100 900;src:url(${href}) format('woff2-variations');`,
    `unicode-range:${await latinUnicodeRange()},${GREEK_RANGE}}`,
  ].join("");
  return {
    preload: `<link rel="preload" as="font" type="font/woff2" crossorigin href="${href}">`,
    face: `<style data-font="latin-greek">${face}</style>`,
  };
}

/** The Greek and Coptic block as @fontsource's Greek subset declares it. */
const GREEK_RANGE = "U+0370-0377,U+037A-037F,U+0384-038A,U+038C,U+038E-03A1,U+03A3-03FF";

/** The unicode-range of the Latin face in the site's font CSS, the one file it replaces. */
async function latinUnicodeRange(): Promise<string> {
  const css = await readFile(path.join(projectRoot, "src/fonts/inter.css"), "utf8");
  const range = css
    .split("@font-face")
    .find((block) => block.includes("inter-latin-wght-normal.woff2"))
    ?.match(/unicode-range:\s*([^;]+);/)?.[1];
  if (!range) throw new Error("src/fonts/inter.css has no Latin face with a unicode-range");
  return range.trim();
}

/** Preload the Latin variable font the first paint uses, so text does not reflow late. */
function fontPreloadTag(manifest: Manifest): string {
  const font = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((file) => /inter-latin-wght-normal.*\.woff2$/.test(file));
  return font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : "";
}
