import { pages } from "../../content/pages.ts";
import { PageHero } from "../../ui/PageHero.tsx";

const copy = pages.terms;

export default function TermsPage() {
  return <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />;
}
