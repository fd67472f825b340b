import { useEffect } from "react";
import { useLocation } from "react-router";
import { PageMeta } from "./PageMeta.tsx";
import { notFoundMeta } from "../content/routes.ts";
import { StandalonePage } from "./StandalonePage.tsx";
import { notFoundCopy } from "../content/pages/notFound.ts";

/** The browser's route table has no titles: the page's own copy names it. */
const meta = { ...notFoundMeta, title: notFoundCopy.title };

/** SPEC §2: any unknown path. The missing path is logged for whoever reads the console. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <>
      <PageMeta meta={meta} />
      <StandalonePage
        code={notFoundCopy.heading}
        title={notFoundCopy.lead}
        homeLabel={notFoundCopy.homeLinkLabel}
      />
    </>
  );
}
