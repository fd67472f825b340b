/**
 * Writes real HTML for every route of the registry and 404.html, from the server bundle:
 * the page's markup, its head tags, its styled-components styles, and preload hints for
 * the route's own chunk (so hydration does not wait for a second round trip).
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Manifest } from "vite";
import type { RenderResult } from "../src/entry-server.tsx";
import type { RouteEntry } from "../src/content/routes.ts";
import type { PublishedPage } from "../src/content/publishedFiles.ts";
import { ROUTE_DATA_ID } from "../src/app/routeData.ts";
import { bootTags } from "../deploy/bootScript.ts";

interface ServerBundle {
  render: (pathname: string) => Promise<RenderResult>;
  routeRegistry: readonly RouteEntry[];
  site: { siteUrl: string };
  publishedPages: () => Promise<PublishedPage[]>;
  feed: () => Promise<string>;
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
  const template = await readFile(path.join(outDir, "index.html"), "utf8");
  const manifest = JSON.parse(
    await readFile(path.join(outDir, ".vite", "manifest.json"), "utf8"),
  ) as Manifest;
  const fontPreload = fontPreloadTag(manifest);
  const published = await bundle.publishedPages();

  const jobs = [
    ...bundle.routeRegistry.map((route) => ({
      pathname: route.path,
      file: route.path === "/" ? "index.html" : path.join(route.path.slice(1), "index.html"),
      chunk: route.file,
    })),
    ...published
      .filter((page) => !bundle.routeRegistry.some((route) => route.path === page.path))
      .map((page) => ({
        pathname: page.path,
        file: path.join(page.path.slice(1), "index.html"),
        chunk: publishedPageFile[page.key.split("/")[0] ?? ""],
      })),
    { pathname: NOT_FOUND_PROBE, file: "404.html", chunk: undefined },
  ];

  const startup = startupChunks(manifest);
  const pages: PrerenderedPage[] = [];
  for (const job of jobs) {
    const result = await bundle.render(job.pathname);
    const preloads = chunkPreloadTags(manifest, [...startup, ...(job.chunk ? [job.chunk] : [])]);
    const routeData = result.loaderData
      ? `<script type="application/json" id="${ROUTE_DATA_ID}">${result.loaderData}</script>`
      : "";
    const head = [result.head, fontPreload, preloads, result.styles, routeData]
      .filter(Boolean)
      .join("\n    ");
    // Function replacers: "$&" and friends in the content stay literal text.
    const html = deferHydration(
      template.replace("<!--app-head-->", () => head).replace("<!--app-html-->", () => result.html),
    );
    const target = path.join(outDir, job.file);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, html);
    pages.push({ pathname: job.pathname, file: job.file });
  }
  await writeFile(
    path.join(outDir, "sitemap.xml"),
    sitemapXml(bundle.site.siteUrl, [
      // Pages marked noindex (the "message sent" page) stay out of the sitemap.
      ...bundle.routeRegistry
        .filter((route) => !/\bnoindex\b/i.test(route.meta.robots ?? ""))
        .map((route) => ({
          path: route.path,
          lastmod: published.find((page) => page.path === route.path)?.lastmod,
        })),
      ...published.filter((page) => !bundle.routeRegistry.some((r) => r.path === page.path)),
    ]),
  );
  await writeFile(path.join(outDir, "rss.xml"), await bundle.feed());
  await writeFile(path.join(outDir, "robots.txt"), robotsTxt(bundle.site.siteUrl));
  return pages;
}

/** sitemap.xml from the route registry, with absolute URLs on the configured site URL. */
export function sitemapXml(
  siteUrl: string,
  routes: readonly { path: string; lastmod?: string | undefined }[],
): string {
  const urls = routes
    .map((r) => {
      const lastmod = r.lastmod ? `<lastmod>${r.lastmod}</lastmod>` : "";
      return `  <url><loc>${siteUrl}${r.path}</loc>${lastmod}<changefreq>monthly</changefreq></url>`;
    })
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
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
export function startupChunks(manifest: Manifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("the build manifest has no entry chunk");
  return entry.dynamicImports ?? [];
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

/** Preload the Latin variable font the first paint uses, so text does not reflow late. */
function fontPreloadTag(manifest: Manifest): string {
  const font = Object.values(manifest)
    .flatMap((chunk) => chunk.assets ?? [])
    .find((file) => /inter-latin-wght-normal.*\.woff2$/.test(file));
  return font ? `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">` : "";
}
