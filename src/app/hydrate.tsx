import { StrictMode, startTransition } from "react";
import type { hydrateRoot as HydrateRoot } from "react-dom/client";
import {
  createBrowserRouter,
  matchRoutes,
  type HydrationState,
  type RouteObject,
} from "react-router";
import { RouterProvider } from "react-router/dom";
import { __PRIVATE__ as styledInternals } from "styled-components";
import { nextTask } from "../ui/scheduling.ts";
import { AppProviders } from "./AppProviders.tsx";
import { basename } from "../content/locale.ts";
import { ROUTE_DATA_ID } from "./routeData.ts";
import { routes } from "./routes.tsx";
import { registerServerStyleNames } from "./serverStyles.ts";

/**
 * Resolves the lazy routes matching the current URL before hydrating, so the first
 * client render is the same tree the pre-render produced (no fallback, no mismatch).
 */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location, basename || undefined) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}

/**
 * The loaders' data the pre-render used (a published page's), so hydration renders the
 * same tree without fetching it again (scripts/prerender.ts writes it).
 */
function hydrationData(): HydrationState | undefined {
  const json = document.getElementById(ROUTE_DATA_ID)?.textContent;
  return json ? { loaderData: JSON.parse(json) as HydrationState["loaderData"] } : undefined;
}

/**
 * The last stage of start-up (src/main.tsx): the page's code, then hydration. `serverCss`
 * is the pre-rendered style sheet claimServerStyles kept in place (src/app/serverStyles.ts).
 */
export async function hydrateApp(
  hydrateRoot: typeof HydrateRoot,
  serverCss: string,
): Promise<void> {
  registerServerStyleNames(styledInternals.mainSheet, serverCss);
  await loadMatchedRoutes(routes);
  await nextTask();
  const router = createBrowserRouter(routes, {
    hydrationData: hydrationData(),
    ...(basename ? { basename } : {}),
  });
  await nextTask();
  const root = document.getElementById("root");
  if (!root) throw new Error("#root is missing from the page");
  // Hydrating inside a transition lets React yield to the browser every few
  // milliseconds instead of blocking the main thread for the whole page (long tasks,
  // Total Blocking Time); a click on not-yet-hydrated content still hydrates it at once.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
      {
        onRecoverableError(error, info) {
          // Hydration mismatches land here; the browser tests fail on any console error.
          console.error("Recoverable React error:", error, info.componentStack ?? "");
        },
      },
    );
  });
  // Links fetch their page ahead of a click, once the page itself is up (own chunk).
  await nextTask();
  void import("./prefetch.ts").then(({ prefetchInView, prefetchOnIntent }) => {
    prefetchOnIntent(routes);
    prefetchInView(routes);
  });
}
