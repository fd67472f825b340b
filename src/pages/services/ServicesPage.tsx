import { pages } from "../../content/pages.ts";
import { PageHero } from "../../ui/PageHero.tsx";

const copy = pages.services;

export default function ServicesPage() {
  return <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />;
}
