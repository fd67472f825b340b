import { site } from "../content/site.ts";
import type { PageMeta } from "../content/routes.ts";

/** Default social image, served from public/ at a stable URL. */
export const DEFAULT_SOCIAL_IMAGE = "/og-default.jpg";
/** The articles' RSS feed (scripts/prerender.ts writes it; index.html links it). */
export const FEED_PATH = "/rss.xml";

export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta"; key: "name" | "property"; name: string; content: string }
  | { tag: "link"; rel: string; href: string };

const absolute = (pathOrUrl: string): string =>
  /^https?:\/\//.test(pathOrUrl)
    ? pathOrUrl
    : `${site.siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;

/** Canonical URL of a path: the configured site URL, no trailing slash except the root. */
export function canonicalUrl(pathname: string): string {
  const path = pathname === "/" ? "/" : pathname.replace(/\/+$/, "");
  return `${site.siteUrl}${path}`;
}

/** Every head tag a page carries, in order. */
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

const escapeHtml = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

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
          return `<link rel="${escapeHtml(t.rel)}" href="${escapeHtml(t.href)}" data-page-meta>`;
      }
    })
    .join("\n    ");
}

/** Brings document.head in line with the tags after a client-side navigation. */
export function applyHeadTags(doc: Document, tags: readonly HeadTag[]): void {
  const kept = new Set<Element>();
  for (const t of tags) {
    if (t.tag === "title") {
      doc.title = t.text;
      continue;
    }
    const selector = t.tag === "meta" ? `meta[${t.key}="${t.name}"]` : `link[rel="${t.rel}"]`;
    let el = doc.head.querySelector<HTMLMetaElement | HTMLLinkElement>(selector);
    if (!el) {
      el = doc.createElement(t.tag);
      if (t.tag === "meta") el.setAttribute(t.key, t.name);
      else el.setAttribute("rel", t.rel);
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
}
