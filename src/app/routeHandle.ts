import type { PageMeta } from "../content/routes.ts";

/** What a route object carries in its `handle`. */
export interface RouteHandle {
  meta: PageMeta;
}

const hasMeta = (value: unknown): value is RouteHandle =>
  typeof value === "object" && value !== null && "meta" in value;

/**
 * The metadata of the deepest matched route that has some: from its loader's data (a
 * published page's title is its article's), else from its handle (the route registry).
 */
export function metaOfMatches(
  matches: readonly { handle?: unknown; data?: unknown }[],
): PageMeta | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (hasMeta(match?.data)) return match.data.meta;
    if (hasMeta(match?.handle)) return match.handle.meta;
  }
  return undefined;
}
