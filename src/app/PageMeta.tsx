import { useEffect } from "react";
import { useLocation } from "react-router";
import { applyHeadTags, buildHeadTags } from "./meta.ts";
import { sitePath } from "../content/locale.ts";
import type { PageMeta as Meta } from "../content/routes.ts";

/**
 * Keeps the document head in line with the current page. The pre-render step writes the
 * same tags into each page's HTML (entry-server.tsx), so this only acts after client-side
 * navigation and never renders anything itself.
 */
export function PageMeta({ meta }: { meta: Meta }) {
  const { pathname } = useLocation();
  useEffect(() => {
    // The router's pathname is inside its basename (/el): the address bar's is not.
    applyHeadTags(document, buildHeadTags(meta, sitePath(pathname)));
  }, [meta, pathname]);
  return null;
}
