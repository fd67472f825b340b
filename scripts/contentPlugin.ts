/**
 * Serves content/ to the build, the dev server and the tests as virtual modules, each
 * holding only what one import needs, validated by the one loader (src/content/loader.ts):
 *
 *   content:settings              the site settings, env overrides applied
 *   content:offer                 the offer's figures and claims, priceLabel formatted
 *   content:ui/<name>             copy of a shared part (layout, contact form); the
 *                                 layout's footer and promo band are content:ui/layout-end,
 *                                 its cookie notice content:ui/layout-notice (each
 *                                 in its deferred chunk only)
 *   content:meta                  every page's title, description and keywords (server
 *                                 and tests; the browser's pages carry their own)
 *   content:collection/<name>     one collection's entries, in order
 *   content:page/<name>           one page's copy
 *   content:legal/<name>          a legal document: its hero copy and sanitised HTML
 *   content:published             the server bundle's data of every case study and article
 *                                 page; the browser build gets it as data/<key>.json files
 *
 * Images of long-form bodies (content/media/) are served at /media/.
 * Long-form bodies ({ key, html }) go to the browser build without their HTML: a module's
 * bodies are emitted as one JSON file under assets/, and each body keeps its key and the
 * file's URL (see `Body` in src/content/schema.ts). The page's HTML already holds them.
 *
 * A page imports its own modules only, so its chunk does not grow with another page's
 * content. A broken file fails the build with "file: field: message" lines; the dev server
 * shows them in its overlay and reloads once the file is fixed. CONTENT_DIR points the
 * plugin at another folder (the tests' fixtures).
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { loadEnv, type Plugin, type ViteDevServer } from "vite";
import { photoVariants } from "./mediaVariants.ts";
import { contentDirFromEnv, loadContent, type Content } from "../src/content/loader.ts";
import { localePrefix, locales, type Locale } from "../src/content/locales.ts";
import { isPhoto } from "../src/content/mediaVariants.ts";
import { publishedFiles } from "../src/content/publishedFiles.ts";
import { layoutEndKeys } from "../src/content/schema.ts";

const PREFIX = "content:";

export function contentPlugin(dir = contentDirFromEnv()): Plugin {
  const root = path.resolve(dir);
  let env: Record<string, string> = {};
  let cached: Partial<Record<Locale, Content>> = {};
  const content = (locale: Locale = "en"): Content =>
    (cached[locale] ??= loadContent({ dir: root, env }, locale));
  const buildDay = (process.env.BUILD_TIME ?? new Date().toISOString()).slice(0, 10);
  let publishedCache: Partial<Record<Locale, ReturnType<typeof publishedFiles>>> = {};
  /** Each language's published pages; a page's meta names its twin (hreflang) when one exists. */
  const published = (locale: Locale = "en") => {
    if (!publishedCache[locale]) {
      const all = Object.fromEntries(
        locales.map((l) => [l, publishedFiles(content(l).published, buildDay)]),
      ) as Record<Locale, ReturnType<typeof publishedFiles>>;
      publishedCache = withTwins(all);
    }
    return publishedCache[locale] as ReturnType<typeof publishedFiles>;
  };
  /** Every language's data files, by key as the browser fetches them (data/el/<key>.json). */
  const dataFiles = () =>
    Object.fromEntries(
      locales.flatMap((locale) =>
        Object.entries(published(locale).files).map(([key, data]) => [
          `${localePrefix(locale).slice(1)}${locale === "en" ? "" : "/"}${key}`,
          data,
        ]),
      ),
    );

  return {
    name: "site-content",
    enforce: "pre",
    configResolved(config) {
      env = loadEnv(config.mode, config.envDir || config.root, "VITE_");
    },
    buildStart() {
      // Every file is checked at the start of a build, also those no page imports.
      if (this.environment.mode === "build") for (const locale of locales) content(locale);
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const [name = "", lang] = id.slice(PREFIX.length + 1).split("@");
      const locale: Locale = lang === "el" ? "el" : "en";
      const browserBuild = this.environment.name === "client" && this.environment.mode === "build";
      const data =
        name === "published"
          ? published(locale)
          : name === "locale"
            ? locale
            : name === "meta" && browserBuild
              ? {}
              : browserBuild
                ? withoutCrawlerMeta(name, moduleData(content(locale), name))
                : moduleData(content(locale), name);
      if (data === undefined) this.error(`Unknown content module "${id.slice(1)}"`);
      if (this.environment.name !== "client" || this.environment.mode !== "build") {
        return `export default ${JSON.stringify(data)};`;
      }
      const bodies: Record<string, string> = {};
      mapBodies(data, ({ key, html }) => (bodies[key] = html));
      if (Object.keys(bodies).length === 0) return `export default ${JSON.stringify(data)};`;
      const source = JSON.stringify(bodies);
      const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
      const fileName = `assets/${id.slice(PREFIX.length + 1).replace(/\W+/g, "-")}.${hash}.json`;
      this.emitFile({ type: "asset", fileName, source });
      const src = `${this.environment.config.base}${fileName}`;
      return `export default ${JSON.stringify(mapBodies(data, ({ key }) => ({ key, src })))};`;
    },
    async generateBundle() {
      if (this.environment.name !== "client") return;
      for (const [key, data] of Object.entries(dataFiles())) {
        this.emitFile({
          type: "asset",
          fileName: `data/${key}.json`,
          source: JSON.stringify(data),
        });
      }
      for (const file of mediaFiles(root)) {
        this.emitFile({
          type: "asset",
          fileName: `media/${file}`,
          source: readFileSync(path.join(root, "media", file)),
        });
        // Photos (CMS uploads) also as AVIF/WebP/fallback at several widths, which the
        // rendered bodies' <picture> elements name (src/content/mediaVariants.ts).
        if (!isPhoto(file)) continue;
        for (const variant of await photoVariants(
          path.join(root, "media", file),
          `/media/${file}`,
        )) {
          this.emitFile({ type: "asset", fileName: variant.fileName, source: variant.data });
        }
      }
    },
    configureServer(server) {
      // The data files and images the build writes, served as the build would.
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        const data = /^\/data\/(.+)\.json$/.exec(url.pathname);
        if (data?.[1]) {
          const found = dataFiles()[data[1]];
          if (found === undefined) return next();
          res.setHeader("Content-Type", "application/json");
          return res.end(JSON.stringify(found));
        }
        const media = /^\/media\/(.+)$/.exec(url.pathname)?.[1];
        if (media && mediaFiles(root).includes(media)) {
          if (media.endsWith(".svg")) res.setHeader("Content-Type", "image/svg+xml");
          return res.end(readFileSync(path.join(root, "media", media)));
        }
        // A photo's resized copy, made on demand as the build would.
        const variant = media && /^(.+)-\d+w\.(avif|webp|jpg|png)$/.exec(media);
        const photo =
          variant &&
          mediaFiles(root).find((f) => isPhoto(f) && f.replace(/\.[a-z]+$/i, "") === variant[1]);
        if (photo) {
          photoVariants(path.join(root, "media", photo), `/media/${photo}`)
            .then((all) => {
              const found = all.find((v) => v.fileName === `media/${media}`);
              if (!found) return next();
              res.setHeader("Content-Type", `image/${variant[2] === "jpg" ? "jpeg" : variant[2]}`);
              res.end(found.data);
            })
            .catch(next);
          return;
        }
        next();
      });
      server.watcher.add(root);
      const changed = (file: string) => {
        if (!path.resolve(file).startsWith(root + path.sep)) return;
        cached = {};
        publishedCache = {};
        reloadContentModules(server);
      };
      server.watcher.on("change", changed);
      server.watcher.on("add", changed);
      server.watcher.on("unlink", changed);
    },
  };
}

/**
 * Each language's published pages under its own prefix (/el/projects/…), and the data of a
 * page that exists in both languages names both paths (`alternates`, for hreflang and the
 * language switcher); an article not translated has none.
 */
function withTwins(
  all: Record<Locale, ReturnType<typeof publishedFiles>>,
): Record<Locale, ReturnType<typeof publishedFiles>> {
  const keysOf = (locale: Locale) => new Set(all[locale].pages.map((page) => page.key));
  const result = {} as Record<Locale, ReturnType<typeof publishedFiles>>;
  for (const locale of locales) {
    const { files, pages } = all[locale];
    const twinned = locales.every((other) => other === locale || keysOf(other).size > 0);
    const sitePath = (l: Locale, path: string) =>
      l === "en" ? path : `${localePrefix(l)}${path === "/" ? "" : path}`;
    const alternatesOf = (key: string, path: string) =>
      twinned && locales.every((other) => keysOf(other).has(key))
        ? Object.fromEntries(locales.map((l) => [l, sitePath(l, path)]))
        : undefined;
    result[locale] = {
      pages: pages.map((page) => ({
        ...page,
        path: sitePath(locale, page.path),
        alternates: alternatesOf(page.key, page.path),
      })),
      files: Object.fromEntries(
        Object.entries(files).map(([key, data]) => {
          const page = pages.find((p) => p.key === key);
          const alternates = page && alternatesOf(key, page.path);
          if (!alternates || typeof data !== "object" || data === null) return [key, data];
          return [key, { ...data, alternates }];
        }),
      ),
    };
  }
  return result;
}

/** Files under content/media/, as paths relative to it. */
function mediaFiles(root: string): string[] {
  const dir = path.join(root, "media");
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(svg|png|jpe?g|webp|avif)$/.test(file))
    .map((file) => file.split(path.sep).join("/"));
}

type BodyHtml = { key: string; html: string };

/** `data` with each long-form body ({ key, html }) replaced by what `replace` returns. */
function mapBodies(data: unknown, replace: (body: BodyHtml) => unknown): unknown {
  if (Array.isArray(data)) return data.map((item) => mapBodies(item, replace));
  if (data === null || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 2 && typeof record.key === "string" && typeof record.html === "string") {
    return replace(record as BodyHtml);
  }
  return Object.fromEntries(keys.map((key) => [key, mapBodies(record[key], replace)]));
}

function moduleData(content: Content, name: string): unknown {
  const [kind, key] = name.split("/") as [string, string | undefined];
  switch (kind) {
    case "settings":
      return content.settings;
    case "offer":
      return content.offer;
    case "ui": {
      // The layout's copy in two: what the header and the page need at start-up, and what
      // only the deferred end of the page (promo band, footer) and the cookie notice show.
      if (key === "layout" || key === "layout-end" || key === "layout-notice") {
        const entries = Object.entries(content.ui.layout);
        const part = (name: string) =>
          name === "cookieNotice"
            ? "layout-notice"
            : (layoutEndKeys as readonly string[]).includes(name)
              ? "layout-end"
              : "layout";
        return Object.fromEntries(entries.filter(([name]) => part(name) === key));
      }
      return key && key in content.ui ? content.ui[key as keyof Content["ui"]] : undefined;
    }
    case "meta":
      return metaOf(content);
    case "collection":
      return key && key in content.collections
        ? content.collections[key as keyof Content["collections"]]
        : undefined;
    case "page":
      return key && key in content.pages ? content.pages[key as keyof Content["pages"]] : undefined;
    case "legal":
      return key && key in content.legal ? content.legal[key as keyof Content["legal"]] : undefined;
    default:
      return undefined;
  }
}

/** Title, description and keywords of every page, keyed by its file name. */
function metaOf(content: Content): Record<string, unknown> {
  const pick = (copy: Record<string, unknown>) => ({
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
  });
  return {
    ...Object.fromEntries(
      Object.entries(content.pages)
        .filter(([, copy]) => typeof copy.title === "string")
        .map(([name, copy]) => [name, pick(copy)]),
    ),
    ...Object.fromEntries(
      Object.entries(content.legal).map(([name, doc]) => [name, pick({ ...doc.copy })]),
    ),
  };
}

/**
 * A page's description and keywords are for crawlers and link previews, which read them
 * in the pre-rendered head: the browser build's page copy leaves them out (its title
 * stays: document.title after a client-side navigation, src/app/routes.tsx).
 */
function withoutCrawlerMeta(name: string, data: unknown): unknown {
  const strip = (copy: unknown) => {
    if (typeof copy !== "object" || copy === null) return copy;
    return Object.fromEntries(
      Object.entries(copy).filter(([key]) => key !== "description" && key !== "keywords"),
    );
  };
  if (/^page\/(?!insights$|case-study$)/.test(name)) return strip(data);
  if (name.startsWith("legal/") && typeof data === "object" && data !== null) {
    return { ...data, copy: strip((data as { copy: unknown }).copy) };
  }
  return data;
}

function reloadContentModules(server: ViteDevServer): void {
  for (const environment of Object.values(server.environments)) {
    for (const [id, module] of environment.moduleGraph.idToModuleMap) {
      if (id.startsWith(`\0${PREFIX}`)) environment.moduleGraph.invalidateModule(module);
    }
  }
  server.ws.send({ type: "full-reload" });
}
