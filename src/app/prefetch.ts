/**
 * Prefetch on intent: when a pointer rests on, a finger touches or the keyboard focuses a
 * link to a page of the site, that page's chunk and (for a published page) its data file
 * are fetched, so the click navigates at once. Prefetch in view: when a link to a case
 * study or an article comes near the screen, the chunk of its page (one for every case
 * study, one for every article) is fetched; the data of each page waits for intent, and
 * nothing is fetched ahead when the visitor asked to save data. Loaded after hydration,
 * in its own chunk: it costs no page's start-up.
 */
import { matchRoutes } from "react-router";
import { basename } from "../content/locale.ts";
import { publishedData } from "../content/publishedData.ts";
import { afterNextPaint } from "../ui/scheduling.ts";
import type { SiteRoute } from "./SiteRouter.tsx";

/** The data file a published route reads, by route id (see each page's loader). */
const dataKeys: Record<string, (params: Record<string, string | undefined>) => string> = {
  projects: () => "projects",
  caseStudy: (p) => `case-studies/${p.slug ?? ""}`,
  article: (p) => `insights/${p.slug ?? ""}`,
  insightsTag: (p) => `insights-tags/${p.tag ?? ""}`,
  insightsPage: (p) => `insights-pages/${p.page ?? ""}`,
  insights: () => "insights-pages/1",
};

/** The routes whose chunk a link in view fetches: the page of each list entry. */
const inViewRoutes = new Set(["caseStudy", "article"]);

export function prefetchOnIntent(routes: SiteRoute[]): void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='/']") : null;
    const href = link?.getAttribute("href")?.split("#")[0];
    if (!href || href.startsWith("//") || seen.has(href) || href === location.pathname) return;
    seen.add(href);
    // Not in the event's own task: opening the menu focuses its first link, and the
    // matching and the requests (2-9 ms on a phone profile at 4x) were part of the time
    // from the tap to the open menu's paint. A click follows a touch by ~100 ms or more.
    afterNextPaint(() => {
      for (const { route, params } of matchRoutes(routes, href, basename || undefined) ?? []) {
        if (route.lazy) void route.lazy().catch(() => undefined);
        const key = dataKeys[route.id]?.(params);
        if (key) void publishedData(key).catch(() => undefined);
      }
    });
  };
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("touchstart", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
}

export function prefetchInView(routes: SiteRoute[]): void {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || typeof IntersectionObserver === "undefined") return;
  const pending = new Set(inViewRoutes);
  const watched = new WeakSet<Element>();
  const inView = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        inView.unobserve(entry.target);
        const href = entry.target.getAttribute("href")?.split("#")[0];
        if (!href) continue;
        for (const { route } of matchRoutes(routes, href) ?? []) {
          if (pending.delete(route.id) && route.lazy) void route.lazy().catch(() => undefined);
        }
      }
      if (pending.size === 0) stop();
    },
    { rootMargin: "200px" },
  );
  // Links appear with each page the router renders: look again once the DOM settles.
  let scheduled = false;
  const scan = () => {
    scheduled = false;
    for (const link of document.querySelectorAll("main a[href^='/']")) {
      if (watched.has(link)) continue;
      watched.add(link);
      inView.observe(link);
    }
  };
  const changes = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(scan, 200);
  });
  const stop = () => {
    inView.disconnect();
    changes.disconnect();
  };
  changes.observe(document.body, { childList: true, subtree: true });
  scan();
}
