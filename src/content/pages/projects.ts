/** Copy of the projects route: hero and page-specific sections, plus its metadata from meta.ts. */
import { mvpOffer } from "../offer.ts";
import { pageMeta } from "../meta.ts";
import type { ProjectsCopy } from "./types.ts";

export const projectsCopy: ProjectsCopy = {
  ...pageMeta.projects,
  eyebrow: "Our Work",
  heading: "Projects That Deliver Measurable Results",
  lead: "A selection of platforms, e-shops and websites we designed and built, with the outcomes our clients measured after launch.",
  gridHeading: "Portfolio",
  filterLabel: "Filter projects by category",
  showingLabel: (count, tabLabel) =>
    `Showing ${count} ${count === 1 ? "project" : "projects"}: ${tabLabel}`,
  technologiesLabel: "Technologies",
  featuresLabel: "Key Features",
  resultsLabel: "Results",
  viewProjectLabel: "View Project",
  discussLabel: "Discuss Similar Project",
  closingCta: {
    heading: "Planning Something Similar?",
    text: `Tell us about your project and get a tailored proposal within ${mvpOffer.proposalHours} hours.`,
  },
};
