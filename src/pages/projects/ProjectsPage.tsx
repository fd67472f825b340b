import { actionLabels } from "../../content/layout.ts";
import { projectsCopy } from "../../content/pages/projects.ts";
import { projects } from "../../content/projects.ts";
import { PageHero } from "../../ui/PageHero.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { ContactAndBookActions } from "../../sections/CtaActions.tsx";
import { ProjectsBrowser } from "./sections/ProjectsBrowser.tsx";

const copy = projectsCopy;

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = projectsCopy;

export default function ProjectsPage() {
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
