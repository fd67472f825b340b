import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { ServerStyleSheet } from "styled-components";
import { GlobalStyle } from "../../theme/GlobalStyle.ts";
import { AppProviders } from "./AppProviders.tsx";
import { ErrorPage } from "./ErrorPage.tsx";
import { buildHeadTags, headTagsToHtml } from "./meta.ts";
import { metaOfMatches } from "./routeHandle.ts";
import { routes } from "./routes.tsx";
import { resolveRoute, SiteRouter, type LoaderData } from "./SiteRouter.tsx";
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
  /** Route ids that matched (the layout's, then the page's). */
  matchedRouteIds: string[];
  /**
   * The loaders' data, for the browser to hydrate with (src/app/hydrate.tsx), as JSON;
   * empty when no route has a loader. Bodies leave their HTML out: it is in the page.
   */
  loaderData: string;
  /** 404 for the 404 page, else 200. */
  status: number;
}

/**
 * Renders one URL of this edition's site (src/entry-server.tsx picks the edition by the
 * path: /el/… is the Greek one) to HTML for the pre-render step.
 */
export async function render(pathname: string): Promise<RenderResult> {
  // A loader's failure fails the build: a published page lists only files that exist.
  const matches = await resolveRoute(routes, pathname, basename);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <AppProviders globalStyle={<GlobalStyle />}>
          <StaticRouter location={pathname} basename={basename || undefined}>
            <SiteRouter routes={routes} initial={matches} ErrorPage={ErrorPage} />
          </StaticRouter>
        </AppProviders>,
      ),
    );
    const meta = metaOfMatches(matches);
    const page = matches.at(-1);
    const head = [
      meta ? headTagsToHtml(buildHeadTags(meta, pathname)) : "",
      structuredDataHtml(page?.id ?? "", page?.data),
    ]
      .filter(Boolean)
      .join("\n    ");
    return {
      html,
      head,
      styles: sheet.getStyleTags(),
      matchedRouteIds: matches.map((m) => m.id),
      loaderData: hydrationData(Object.fromEntries(matches.map((m) => [m.id, m.data]))),
      status: page?.id === "not-found" ? 404 : 200,
    };
  } finally {
    sheet.seal();
  }
}

function hydrationData(loaderData: LoaderData): string {
  const entries = Object.entries(loaderData).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return "";
  return JSON.stringify(Object.fromEntries(entries), (key, value: unknown) =>
    key === "html" || key === "structuredData" ? undefined : value,
  ).replace(/</g, "\\u003c");
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
