import { usePageData } from "../../app/routeContext.ts";
import { actionLabels } from "../../content/layout.ts";
import { projectsCopy } from "../../content/pages/projects.ts";
import type { Project } from "../../content/projects.ts";
import { publishedData } from "../../content/publishedData.ts";
import { PageHero } from "../../ui/PageHero.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { ContactAndBookActions } from "../../sections/CtaActions.tsx";
import { ProjectsBrowser } from "./sections/ProjectsBrowser.tsx";

const copy = projectsCopy;

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = projectsCopy;

/**
 * The portfolio comes as data, not code: the pre-rendered page carries it (its loader data,
 * read at hydration), a client-side visit fetches /data/projects.json. So its text is not
 * in the page's JavaScript as well (in Greek it made /el/projects the heaviest page).
 */
export async function loader(): Promise<readonly Project[]> {
  return publishedData<readonly Project[]>("projects");
}

export default function ProjectsPage() {
  const projects = usePageData<typeof loader>();
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      {/* Hydrated with the page, not deferred: its filter tabs replay an early tap
          (decision 012), which a control in a deferred chunk cannot. */}
      <ProjectsBrowser copy={copy} projects={projects} />
      <CallToAction
        {...copy.closingCta}
        actions={<ContactAndBookActions labels={actionLabels} />}
      />
    </>
  );
}
