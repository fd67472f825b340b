/**
 * The site's routing on react-router's declarative router (its <HistoryRouter> with the
 * browser history, src/app/hydrate.tsx; <StaticRouter> in the pre-render): the route
 * table is matched with react-router's `matchRoutes`, and this module does the little of
 * a data router the site uses. It loads the matched routes' modules and runs the page's
 * loader before the page shows, keeping the previous page on screen meanwhile. It also
 * gives the layout the matches' handles and data (src/app/routeContext.ts), and shows the
 * error page when a page fails.
 *
 * Why not react-router's data router (createBrowserRouter): it carries actions, fetchers,
 * revalidation, blockers and middleware into every page's start-up, 16 KB gzip that the
 * site never runs (docs/decisions/024-quiet-start.md, lever 7).
 */
import { Component, use, useState, type ComponentType, type ReactNode } from "react";
import { matchRoutes, useLocation, type Location } from "react-router";
import { isNotFound } from "../content/publishedData.ts";
import {
  RouteMatchesContext,
  type Loader,
  type RouteComponent,
  type RouteMatch,
} from "./routeContext.ts";

/** What a route's module gives once loaded (a page: src/app/routes.tsx). */
export interface RouteModule {
  Component: RouteComponent;
  loader?: Loader;
  handle?: unknown;
}

/** One route of the table; `path: "*"` at the top is the 404 route. */
export interface SiteRoute {
  id: string;
  path?: string;
  /** A layout around its child route's page, or the page itself. */
  Component?: RouteComponent;
  handle?: unknown;
  /** The route's module (its own chunk), loaded when the route matches. */
  lazy?: () => Promise<RouteModule>;
  children?: SiteRoute[];
}

/** The loaders' data by route id, as the pre-render embeds it for hydration. */
export type LoaderData = Readonly<Record<string, unknown>>;

/**
 * The routes a path matches, resolved: their modules loaded and their loaders run, or their
 * data taken from `data` (a pre-rendered page's, at hydration). A loader's "not found"
 * resolves to the 404 route; any other failure rejects.
 */
export async function resolveRoute(
  routes: SiteRoute[],
  pathname: string,
  basename?: string,
  data: LoaderData = {},
): Promise<RouteMatch[]> {
  const matches = matchRoutes(routes, pathname, basename || undefined) ?? [];
  try {
    return await Promise.all(
      matches.map(async ({ route, params }): Promise<RouteMatch> => {
        const module = route.lazy ? await route.lazy() : undefined;
        const loader = module?.loader;
        return {
          id: route.id,
          handle: module?.handle ?? route.handle,
          Component: module?.Component ?? route.Component,
          data: route.id in data ? data[route.id] : loader ? await loader({ params }) : undefined,
        };
      }),
    );
  } catch (error) {
    const notFound = routes.find((route) => route.path === "*");
    if (!isNotFound(error) || !notFound) throw error;
    return resolveRoute([notFound], "/");
  }
}

/**
 * A promise marked the way React marks the promises `use` reads (status, value or reason),
 * so a render after it settled reads it without suspending.
 */
type Tracked<T> = Promise<T> & { status?: "fulfilled" | "rejected"; value?: T; reason?: unknown };

function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise;
  promise.then(
    (value) => {
      result.status = "fulfilled";
      result.value = value;
    },
    (reason: unknown) => {
      result.status = "rejected";
      result.reason = reason;
    },
  );
  return result;
}

/**
 * Each page's routes are resolved once and kept (its data is the deploy's): renders of the
 * same navigation share the result, a link to a heading of the page (a new location, the
 * same path) shows it again without loading anything, and so does a later visit. A failed
 * page is forgotten once the visitor goes elsewhere, so coming back tries it again.
 */
const visitsOf = new WeakMap<SiteRoute[], Map<string, Tracked<RouteMatch[]>>>();
const KEPT_VISITS = 10;

function visit(routes: SiteRoute[], pathname: string): Promise<RouteMatch[]> {
  let visits = visitsOf.get(routes);
  if (!visits) visitsOf.set(routes, (visits = new Map<string, Tracked<RouteMatch[]>>()));
  for (const [other, result] of visits) {
    if (other !== pathname && result.status === "rejected") visits.delete(other);
  }
  let resolved = visits.get(pathname);
  if (!resolved) {
    resolved = tracked(resolveRoute(routes, pathname));
    visits.set(pathname, resolved);
    for (const old of visits.keys()) if (visits.size > KEPT_VISITS) visits.delete(old);
  }
  return resolved;
}

/** The matched routes, nested: each route's component around the next one's. */
function Matches({ routes, initial }: { routes: SiteRoute[]; initial?: RouteMatch[] }) {
  const location = useLocation();
  // Navigations run in a transition (the router's, as <BrowserRouter>'s): the page on
  // screen stays until the next one's visit has resolved.
  const matches = initial ?? use(visit(routes, location.pathname));
  const page = matches.reduceRight<ReactNode>(
    (child, { Component: Route }) => (Route ? <Route>{child}</Route> : child),
    null,
  );
  return <RouteMatchesContext value={matches}>{page}</RouteMatchesContext>;
}

interface BoundaryProps {
  children: ReactNode;
  location: Location;
  ErrorPage: ComponentType<{ error: unknown }>;
}

/** Shows the error page when a page fails to load or render; the next navigation clears it. */
class ErrorBoundary extends Component<BoundaryProps, { error?: { value: unknown }; at: Location }> {
  override state: { error?: { value: unknown }; at: Location } = { at: this.props.location };

  static getDerivedStateFromError(value: unknown) {
    return { error: { value } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { at: Location }) {
    return props.location === state.at ? null : { error: undefined, at: props.location };
  }

  override render() {
    const { ErrorPage, children } = this.props;
    return this.state.error ? <ErrorPage error={this.state.error.value} /> : children;
  }
}

/**
 * The site's routes inside a react-router <Router>: `initial` is the current page's
 * resolved routes (resolveRoute), so the first render needs nothing more.
 */
export function SiteRouter({
  routes,
  initial,
  ErrorPage,
}: {
  routes: SiteRoute[];
  initial: RouteMatch[];
  ErrorPage: ComponentType<{ error: unknown }>;
}) {
  const location = useLocation();
  // The first page renders from what start-up resolved (no suspense: hydration matches the
  // pre-rendered HTML) until the visitor leaves it. Coming back resolves it like any other
  // page: the pre-rendered page's data leaves out what its HTML already had (its body).
  const [first] = useState(location.pathname);
  const [left, setLeft] = useState(false);
  if (!left && location.pathname !== first) setLeft(true);
  return (
    <ErrorBoundary location={location} ErrorPage={ErrorPage}>
      <Matches
        routes={routes}
        initial={!left && location.pathname === first ? initial : undefined}
      />
    </ErrorBoundary>
  );
}
