import { site } from "../content/site.ts";
import { escapeHtml } from "../ui/escapeHtml.ts";
import type { PageMeta } from "../content/routes.ts";
import { pageLocale } from "../content/locale.ts";
import { localeInfo, localePath, locales, splitLocale } from "../content/locales.ts";

/** Default social image, served from public/ at a stable URL. */
export const DEFAULT_SOCIAL_IMAGE = "/og-default.jpg";
/** The articles' RSS feed (scripts/prerender.ts writes it; index.html links it). */
export const FEED_PATH = "/rss.xml";

export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta"; key: "name" | "property"; name: string; content: string }
  | { tag: "link"; rel: string; href: string; hreflang?: string };

const absolute = (pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${site.siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;

/** Canonical URL of a path: the configured site URL, no trailing slash except the root. */
export function canonicalUrl(pathname: string): string {
  const path = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
  return `${site.siteUrl}${path}`;
}

/**
 * The page in every language it exists in: a registry page in all (`alternates: true`), a
 * published page where its data names a twin, the 404 page in none.
 */
function alternatesOf(meta: PageMeta, pathname: string): Partial<Record<string, string>> {
  if (meta.alternates !== true) return meta.alternates ?? {};
  const { path } = splitLocale(pathname);
  return Object.fromEntries(locales.map((locale) => [locale, localePath(locale, path)]));
}

/**
 * The page's language tags: og:locale, and where the page has a twin, og:locale:alternate
 * and the hreflang links of every language plus x-default (English). Crawlers read them in
 * the pre-rendered head; the browser leaves them as they are, and drops the alternates
 * once a client-side navigation has left the page (applyHeadTags).
 */
function languageTags(meta: PageMeta, pathname: string): HeadTag[] {
  const alternates = alternatesOf(meta, pathname);
  const languages = Object.keys(alternates).length > 1 ? locales.filter((l) => alternates[l]) : [];
  const links = [...languages, ...(languages.length ? ["x-default" as const] : [])].map(
    (hreflang): HeadTag => ({
      tag: "link",
      rel: "alternate",
      hreflang,
      href: canonicalUrl(alternates[hreflang === "x-default" ? "en" : hreflang] ?? "/"),
    }),
  );
  const og = (content: string, alternate = false): HeadTag => ({
    tag: "meta",
    key: "property",
    name: alternate ? "og:locale:alternate" : "og:locale",
    content,
  });
  return [
    ...links,
    og(localeInfo[pageLocale].og),
    ...languages.filter((l) => l !== pageLocale).map((l) => og(localeInfo[l].og, true)),
  ];
}

/**
 * Every head tag a page carries, in order. `pathname` is the address as the visitor sees
 * it (/el/about on the Greek edition).
 */
export function buildHeadTags(meta: PageMeta, pathname: string): HeadTag[] {
  const url = canonicalUrl(pathname);
  const image = absolute(meta.image ?? DEFAULT_SOCIAL_IMAGE);
  const name = (n: string, content: string): HeadTag => ({
    tag: "meta",
    key: "name",
    name: n,
    content,
  });
  const prop = (n: string, content: string): HeadTag => ({
    tag: "meta",
    key: "property",
    name: n,
    content,
  });
  // The browser build's route metadata holds titles only (crawlers and link previews
  // read the rest from the pre-rendered head): a client-side navigation to a registry
  // page then leaves the description and keyword tags as they were.
  const description = meta.description
    ? [
        name("description", meta.description),
        prop("og:description", meta.description),
        name("twitter:description", meta.description),
      ]
    : [];
  return [
    { tag: "title", text: meta.title },
    ...description,
    ...(meta.keywords.length > 0 ? [name("keywords", meta.keywords.join(", "))] : []),
    name("author", site.brandName),
    name("robots", meta.robots ?? "index, follow"),
    { tag: "link", rel: "canonical", href: url },
    ...(import.meta.env.SSR ? languageTags(meta, pathname) : []),
    prop("og:type", meta.type ?? "website"),
    prop("og:site_name", site.brandName),
    prop("og:title", meta.title),
    prop("og:url", url),
    prop("og:image", image),
    name("twitter:card", "summary_large_image"),
    name("twitter:title", meta.title),
    name("twitter:image", image),
    ...(meta.published ? [prop("article:published_time", meta.published)] : []),
    ...(meta.modified ? [prop("article:modified_time", meta.modified)] : []),
  ];
}

/** Serialises head tags for the pre-rendered HTML. */
export function headTagsToHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((t) => {
      switch (t.tag) {
        case "title":
          return `<title>${escapeHtml(t.text)}</title>`;
        case "meta":
          return `<meta ${t.key}="${escapeHtml(t.name)}" content="${escapeHtml(t.content)}" data-page-meta>`;
        case "link":
          return `<link rel="${escapeHtml(t.rel)}"${t.hreflang ? ` hreflang="${t.hreflang}"` : ""} href="${escapeHtml(t.href)}" data-page-meta>`;
      }
    })
    .join("\n    ");
}

/** Brings document.head in line with the tags after a client-side navigation. */
export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  const kept = new Set<Element>();
  const canonical = tags.find((t) => t.tag === "link" && t.rel === "canonical");
  // Another page than the pre-rendered one: its language twins are not this page's.
  const left =
    canonical?.tag === "link" &&
    doc.head.querySelector('link[rel="canonical"]')?.getAttribute("href") !== canonical.href;
  for (const t of tags) {
    if (t.tag === "title") {
      doc.title = t.text;
      continue;
    }
    const selector =
      t.tag === "meta"
        ? `meta[${t.key}="${t.name}"]`
        : `link[rel="${t.rel}"]${t.hreflang ? `[hreflang="${t.hreflang}"]` : ":not([hreflang])"}`;
    let el = doc.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
    if (!el) {
      el = doc.createElement(t.tag);
      if (t.tag === "meta") el.setAttribute(t.key, t.name);
      else el.setAttribute("rel", t.rel);
      if (t.tag === "link" && t.hreflang) el.setAttribute("hreflang", t.hreflang);
      el.setAttribute("data-page-meta", "");
      doc.head.appendChild(el);
    }
    el.setAttribute(t.tag === "meta" ? "content" : "href", t.tag === "meta" ? t.content : t.href);
    kept.add(el);
  }
  // Tags only the previous page had (an article's dates) go.
  for (const el of doc.head.querySelectorAll('[data-page-meta][property^="article:"]')) {
    if (!kept.has(el)) el.remove();
  }
  if (left) {
    for (const el of doc.head.querySelectorAll('[hreflang],[property="og:locale:alternate"]')) {
      el.remove();
    }
  }
}
