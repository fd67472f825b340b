import { StrictMode, startTransition, type ReactNode } from "react";
import type { createRoot, hydrateRoot, RootOptions } from "react-dom/client";
import { UNSAFE_createBrowserHistory, unstable_HistoryRouter as HistoryRouter } from "react-router";
import { nextTask } from "../ui/scheduling.ts";
import { AppProviders } from "./AppProviders.tsx";
import { ErrorPage } from "./ErrorPage.tsx";
import { basename } from "../content/locale.ts";
import { showDeferredBands } from "./deferredBands.ts";
import { ROUTE_DATA_ID } from "./routeData.ts";
import { routes } from "./routes.tsx";
import { resolveRoute, SiteRouter, type LoaderData } from "./SiteRouter.tsx";

/**
 * The loaders' data the pre-render used (a published page's), so hydration renders the
 * same tree without fetching it again (scripts/prerender.ts writes it).
 */
function hydrationData(): LoaderData | undefined {
  const json = document.getElementById(ROUTE_DATA_ID)?.textContent;
  return json ? (JSON.parse(json) as LoaderData) : undefined;
}

/** What start-up hands over of react-dom/client (src/main.tsx loads it in a stage of its own). */
export interface ReactDomClient {
  hydrateRoot: typeof hydrateRoot;
  createRoot: typeof createRoot;
}

/**
 * Hydrates the pre-rendered page in `container`, or renders `app` afresh where nothing was
 * pre-rendered: the dev server serves index.html with an empty root, which hydrating would
 * report as a mismatch on every load before React gave up and rendered it anyway.
 */
export function mountApp(
  container: HTMLElement,
  app: ReactNode,
  options: RootOptions,
  reactDom: ReactDomClient,
): void {
  if (container.firstElementChild) reactDom.hydrateRoot(container, app, options);
  else reactDom.createRoot(container, options).render(app);
}

/** The last stage of start-up (src/main.tsx): the page's code, then hydration. */
export async function hydrateApp(reactDom: ReactDomClient): Promise<void> {
  // The current page's routes, resolved before hydrating, so the first client render is
  // the tree the pre-render produced (no fallback, no mismatch).
  const initial = await resolveRoute(routes, location.pathname, basename, hydrationData());
  await nextTask();
  // The router's history, made here rather than by <BrowserRouter> as it first renders: it
  // numbers the page's history entry with history.replaceState, which waits on the browser
  // (0–22 ms in cold loads, decision 024 lever 21) and would lengthen the first hydration
  // slice by that much.
  // The same history <BrowserRouter> makes (v5Compat: it tells the router of every change).
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  await nextTask();
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from the page");
  // Hydrating inside a transition lets React yield to the browser every few
  // milliseconds instead of blocking the main thread for the whole page (long tasks,
  // Total Blocking Time); a click on not-yet-hydrated content still hydrates it at once.
  startTransition(() => {
    mountApp(
      root,
      <StrictMode>
        <AppProviders>
          <HistoryRouter history={history} basename={basename || undefined}>
            <SiteRouter routes={routes} initial={initial} ErrorPage={ErrorPage} />
          </HistoryRouter>
        </AppProviders>
      </StrictMode>,
      {
        // A failing page shows the error page, which reports the error itself.
        onCaughtError() {},
        onRecoverableError(error, info) {
          // Hydration mismatches land here; the browser tests fail on any console error.
          console.error("Recoverable React error:", error, info.componentStack ?? "");
        },
      },
      reactDom,
    );
  });
  // Links fetch their page ahead of a click, once the page itself is up (own chunk).
  await nextTask();
  void import("./prefetch.ts").then(({ prefetchInView, prefetchOnIntent }) => {
    prefetchOnIntent(routes);
    prefetchInView(routes);
  });
  // The bands the first layouts skipped, laid out one by one once the fonts are in.
  void showDeferredBands();
}
