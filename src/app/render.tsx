import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { ServerStyleSheet } from "styled-components";
import { GlobalStyle } from "../../theme/GlobalStyle.ts";
import { AppProviders } from "./AppProviders.tsx";
import { buildHeadTags, headTagsToHtml } from "./meta.ts";
import { metaOfMatches } from "./routeHandle.ts";
import { routes } from "./routes.tsx";
import { structuredDataHtml } from "./structuredData.ts";
import { rssXml } from "./feed.ts";
import { basename, pageLocale } from "../content/locale.ts";
import { insightsCopy } from "../content/pages/insights.ts";
import type { ArticlePageData } from "../content/publishingTypes.ts";

export interface RenderResult {
  /** The app's markup for #root. */
  html: string;
  /** Page head tags (title, description, canonical, social) as HTML. */
  head: string;
  /** styled-components' collected <style> tags. */
  styles: string;
  /** Route ids that matched, so the caller can preload their chunks. */
  matchedRouteIds: string[];
  /**
   * The loaders' data, for the browser to hydrate with (src/app/hydrate.tsx), as JSON;
   * empty when no route has a loader. Bodies leave their HTML out: it is in the page.
   */
  loaderData: string;
  status: number;
}

const handler = createStaticHandler(routes, basename ? { basename } : {});

/**
 * Renders one URL of this edition's site (src/entry-server.tsx picks the edition by the
 * path: /el/… is the Greek one) to HTML for the pre-render step.
 */
export async function render(pathname: string): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(pathname, "http://prerender.local")));
  if (context instanceof Response) throw new Error(`Unexpected redirect rendering ${pathname}`);
  assertNoErrors(context, pathname);

  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders globalStyle={<GlobalStyle />}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>,
      ),
    );
    const meta = metaOfMatches(
      context.matches.map((m) => ({
        handle: m.route.handle as unknown,
        data: context.loaderData[m.route.id] as unknown,
      })),
    );
    const routeId = context.matches.at(-1)?.route.id ?? "";
    const head = [
      meta ? headTagsToHtml(buildHeadTags(meta, pathname)) : "",
      structuredDataHtml(routeId, context.loaderData[routeId]),
    ]
      .filter(Boolean)
      .join("\n    ");
    return {
      html,
      head,
      styles: sheet.getStyleTags(),
      matchedRouteIds: context.matches.map((m) => m.route.id),
      loaderData: hydrationData(context.loaderData),
      status: context.statusCode,
    };
  } finally {
    sheet.seal();
  }
}

function hydrationData(loaderData: StaticHandlerContext["loaderData"]): string {
  const entries = Object.entries(loaderData).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return "";
  return JSON.stringify(Object.fromEntries(entries), (key, value: unknown) =>
    key === "html" || key === "structuredData" ? undefined : value,
  ).replace(/</g, "\\u003c");
}

function assertNoErrors(context: StaticHandlerContext, pathname: string): void {
  if (!context.errors) return;
  const first = Object.values(context.errors)[0] as unknown;
  throw new Error(
    `Rendering ${pathname} failed: ${first instanceof Error ? first.message : String(first)}`,
  );
}

export { routeRegistry } from "../content/routes.ts";
import { site } from "../content/site.ts";
export { site, pageLocale };

/** Every published page (case studies, articles, lists), for the pre-render and sitemap. */
export async function publishedPages() {
  // This edition's pages (paths under /el in Greek).
  const { default: published } = await import("content:published");
  return published.pages;
}

/** The RSS feed of every article, newest first. */
export async function feed(): Promise<string> {
  const { default: published } = await import("content:published");
  const articles = published.pages
    .filter((page) => /^insights\/[^/]+$/.test(page.key))
    .map((page) => (published.files[page.key] as ArticlePageData).article)
    .sort((a, b) => b.published.localeCompare(a.published));
  return rssXml({
    siteUrl: site.siteUrl,
    locale: pageLocale,
    title: insightsCopy.feedTitle,
    description: insightsCopy.feedDescription,
    articles,
  });
}
