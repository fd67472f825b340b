import type { UIMatch } from "react-router";
import type { PageMeta } from "../content/routes.ts";

/** What a route object carries in its `handle`. */
export interface RouteHandle {
  meta: PageMeta;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && "meta" in handle;

/** The metadata of the deepest matched route that has some. */
export function metaOfMatches(matches: readonly Pick<UIMatch, "handle">[]): PageMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.meta;
  }
  return undefined;
}
