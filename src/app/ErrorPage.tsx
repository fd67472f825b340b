import { lazy, Suspense, useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { reloadOnceForChunkError } from "./chunkReload.ts";
import { StandalonePage } from "./StandalonePage.tsx";
import { layoutCopy } from "../content/layout.ts";

/** The 404 page is a chunk of its own (src/app/routes.tsx); here it loads on demand. */
const NotFoundPage = lazy(() =>
  import("./NotFoundPage.tsx").then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);

/** SPEC §8: the fallback for an unexpected routing failure. */
export function ErrorPage() {
  const error = useRouteError();

  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (notFound) return;
    if (!reloadOnceForChunkError(error)) console.error("Unexpected application error", error);
  }, [error, notFound]);
  // A published page whose slug names no file (its loader's 404): the 404 page.
  if (notFound) {
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }

  return (
    <StandalonePage
      code={isRouteErrorResponse(error) ? String(error.status) : undefined}
      title={layoutCopy.errorPage.title}
      homeLabel={layoutCopy.errorPage.homeLinkLabel}
      message={describe(error)}
    />
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : layoutCopy.errorPage.fallback;
}
