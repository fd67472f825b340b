import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from "react-router";
import { ServerStyleSheet } from "styled-components";
import { GlobalStyle } from "../theme/GlobalStyle.ts";
import { AppProviders } from "./app/AppProviders.tsx";
import { buildHeadTags, headTagsToHtml } from "./app/meta.ts";
import { metaOfMatches } from "./app/routeHandle.ts";
import { routes } from "./app/routes.tsx";
import { structuredDataHtml } from "./app/structuredData.ts";

export interface RenderResult {
  /** The app's markup for #root. */
  html: string;
  /** Page head tags (title, description, canonical, social) as HTML. */
  head: string;
  /** styled-components' collected <style> tags. */
  styles: string;
  /** Route ids that matched, so the caller can preload their chunks. */
  matchedRouteIds: string[];
  status: number;
}

const handler = createStaticHandler(routes);

/** Renders one URL of the site to HTML for the pre-render step. */
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
    const meta = metaOfMatches(context.matches.map((m) => ({ handle: m.route.handle as unknown })));
    const routeId = context.matches.at(-1)?.route.id ?? "";
    const head = [
      meta ? headTagsToHtml(buildHeadTags(meta, pathname)) : "",
      structuredDataHtml(routeId),
    ]
      .filter(Boolean)
      .join("\n    ");
    return {
      html,
      head,
      styles: sheet.getStyleTags(),
      matchedRouteIds: context.matches.map((m) => m.route.id),
      status: context.statusCode,
    };
  } finally {
    sheet.seal();
  }
}

function assertNoErrors(context: StaticHandlerContext, pathname: string): void {
  if (!context.errors) return;
  const first = Object.values(context.errors)[0] as unknown;
  throw new Error(
    `Rendering ${pathname} failed: ${first instanceof Error ? first.message : String(first)}`,
  );
}

export { routeRegistry } from "./content/routes.ts";
export { site } from "./content/site.ts";
