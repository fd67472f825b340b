/**
 * Prefetch on intent: when a pointer rests on, a finger touches or the keyboard focuses a
 * link to a page of the site, that page's chunk and (for a published page) its data file
 * are fetched, so the click navigates at once. Loaded after hydration, in its own chunk:
 * it costs no page's start-up.
 */
import { matchRoutes, type RouteObject } from "react-router";
import { basename } from "../content/locale.ts";
import { publishedData } from "../content/publishedData.ts";

/** The data file a published route reads, by route id (see each page's loader). */
const dataKeys: Record<string, (params: Record<string, string | undefined>) => string> = {
  caseStudy: (p) => `case-studies/${p.slug ?? ""}`,
  article: (p) => `insights/${p.slug ?? ""}`,
  insightsTag: (p) => `insights-tags/${p.tag ?? ""}`,
  insightsPage: (p) => `insights-pages/${p.page ?? ""}`,
  insights: () => "insights-pages/1",
};

export function prefetchOnIntent(routes: RouteObject[]): void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='/']") : null;
    const href = link?.getAttribute("href")?.split("#")[0];
    if (!href || href.startsWith("//") || seen.has(href) || href === location.pathname) return;
    seen.add(href);
    for (const { route, params } of matchRoutes(routes, href, basename || undefined) ?? []) {
      if (typeof route.lazy === "function") void route.lazy().catch(() => undefined);
      const key = route.id ? dataKeys[route.id]?.(params) : undefined;
      if (key) void publishedData(key).catch(() => undefined);
    }
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("touchstart", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
}
