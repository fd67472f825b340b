import { pages } from "../../content/pages.ts";
import { PageHero } from "../../ui/PageHero.tsx";

const copy = pages.privacy;

export default function PrivacyPage() {
  return <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />;
}
