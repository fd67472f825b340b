import { pages } from "../../content/pages.ts";
import { PageHero } from "../../ui/PageHero.tsx";

const copy = pages.projects;

export default function ProjectsPage() {
  return <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />;
}
