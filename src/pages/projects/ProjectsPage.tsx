import { actionLabels } from "../../content/layout.ts";
import { projectsCopy } from "../../content/pages/projects.ts";
import { PageHero } from "../../ui/PageHero.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { deferredSections } from "../../ui/deferredSections.tsx";
import { ContactAndBookActions } from "../../sections/CtaActions.tsx";

const copy = projectsCopy;

/**
 * The portfolio (filter and cards) and the projects it shows, in a chunk of its own (see
 * deferredSections): the pre-rendered cards show at once, and the filter works as soon as
 * the chunk has landed, fetched as start-up begins (a tap before that is replayed by
 * React). The portfolio's text is most of the page's copy; kept out of the start-up JS,
 * the page's cost does not grow with the portfolio (and a Greek page stays close to its
 * English twin, decision 020).
 */
const portfolio = deferredSections(() =>
  Promise.all([import("./sections/ProjectsBrowser.tsx"), import("../../content/projects.ts")]).then(
    ([{ ProjectsBrowser }, { projects }]) => ({
      default: function Portfolio() {
        return <ProjectsBrowser copy={copy} projects={projects} />;
      },
    }),
  ),
);
if (import.meta.env.SSR) await portfolio.preload();
else void portfolio.preload();

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = projectsCopy;

export default function ProjectsPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <portfolio.Sections />
      <CallToAction
        {...copy.closingCta}
        actions={<ContactAndBookActions labels={actionLabels} />}
      />
    </>
  );
}
