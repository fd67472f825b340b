import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageMeta } from "./PageMeta.tsx";
import { notFoundMeta } from "../content/routes.ts";
import { StandalonePage } from "./StandalonePage.tsx";
import { notFoundCopy } from "../content/pages/notFound.ts";

/** SPEC §2: any unknown path. The missing path is logged for whoever reads the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      <PageMeta meta={notFoundMeta} />
      <StandalonePage
        code={notFoundCopy.heading}
        title={notFoundCopy.lead}
        homeLabel={notFoundCopy.homeLinkLabel}
      />
    </>
  );
}
