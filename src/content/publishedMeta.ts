/**
 * Shared pieces of the published pages' loaders: the slug check, the social image's path
 * and the BreadcrumbList JSON-LD.
 */
import { NotFoundError } from "./publishedData.ts";
import { site } from "./site.ts";

/** A slug from the URL, or a 404 when it cannot name a content file. */
export function publishedSlug(slug: string | undefined): string {
  if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new NotFoundError(`slug "${slug ?? ""}"`);
  return slug;
}

/** The page's own 1200×630 social image, made at build time (scripts/socialImages.ts). */
export const socialImage = (path: string) => `/og${path}.png`;

export function breadcrumbLd(items: readonly { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: `${site.siteUrl}${item.path === "/" ? "/" : item.path}`,
    })),
  };
}
