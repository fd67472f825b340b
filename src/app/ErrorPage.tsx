import { useEffect } from "react";
import { reloadOnceForChunkError } from "./chunkReload.ts";
import { StandalonePage } from "./StandalonePage.tsx";
import { layoutCopy } from "../content/layout.ts";

/**
 * SPEC §8: the fallback for an unexpected routing failure (a page that failed to load or
 * render, src/app/SiteRouter.tsx). A page that does not exist is the 404 page instead.
 */
export function ErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    if (!reloadOnceForChunkError(error)) console.error("Unexpected application error", error);
  }, [error]);

  return (
    <StandalonePage
      title={layoutCopy.errorPage.title}
      homeLabel={layoutCopy.errorPage.homeLinkLabel}
      message={describe(error)}
    />
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : layoutCopy.errorPage.fallback;
}
