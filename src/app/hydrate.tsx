import { StrictMode, startTransition } from "react";
import type { hydrateRoot as HydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { __PRIVATE__ as styledInternals } from "styled-components";
import { nextTask } from "../ui/scheduling.ts";
import { AppProviders } from "./AppProviders.tsx";
import { ErrorPage } from "./ErrorPage.tsx";
import { basename } from "../content/locale.ts";
import { showDeferredBands } from "./deferredBands.ts";
import { ROUTE_DATA_ID } from "./routeData.ts";
import { routes } from "./routes.tsx";
import { registerServerStyleNames } from "./serverStyles.ts";
import { resolveRoute, SiteRouter, type LoaderData } from "./SiteRouter.tsx";

/**
 * The loaders' data the pre-render used (a published page's), so hydration renders the
 * same tree without fetching it again (scripts/prerender.ts writes it).
 */
function hydrationData(): LoaderData | undefined {
  const json = document.getElementById(ROUTE_DATA_ID)?.textContent;
  return json ? (JSON.parse(json) as LoaderData) : undefined;
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
  // The current page's routes, resolved before hydrating, so the first client render is
  // the tree the pre-render produced (no fallback, no mismatch).
  const initial = await resolveRoute(routes, location.pathname, basename, hydrationData());
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
          <BrowserRouter basename={basename || undefined}>
            <SiteRouter routes={routes} initial={initial} ErrorPage={ErrorPage} />
          </BrowserRouter>
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
