/**
 * What the matched routes give the pages and the layout: each route's handle (its page's
 * metadata) and its loader's data. Provided by src/app/SiteRouter.tsx.
 */
import { createContext, useContext, type ComponentType, type ReactNode } from "react";

/** What a loader gets: the route's parameters from the URL. */
export interface LoaderArgs {
  params: Readonly<Record<string, string | undefined>>;
}

/** A page's data, from its data file (src/content/publishedData.ts). */
export type Loader = (args: LoaderArgs) => Promise<unknown>;

/** A route's component: a page, or a layout that renders its child route's page. */
export type RouteComponent = ComponentType<{ children?: ReactNode }>;

/** One matched route, resolved: its module loaded and its loader run. */
export interface RouteMatch {
  id: string;
  handle?: unknown;
  data?: unknown;
  Component?: RouteComponent;
}

export const RouteMatchesContext = createContext<readonly RouteMatch[]>([]);

/** The matched routes, outermost first (the layout, then the page). */
export function useRouteMatches(): readonly RouteMatch[] {
  return useContext(RouteMatchesContext);
}

/** The page's loader data: `usePageData<typeof loader>()`. */
export function usePageData<L extends Loader>(): Awaited<ReturnType<L>> {
  return useRouteMatches().at(-1)?.data as Awaited<ReturnType<L>>;
}
