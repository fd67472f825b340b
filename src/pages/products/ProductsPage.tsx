import { pages } from "../../content/pages.ts";
import { PageHero } from "../../ui/PageHero.tsx";

const copy = pages.products;

export default function ProductsPage() {
  return <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />;
}
