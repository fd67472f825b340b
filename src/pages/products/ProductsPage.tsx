import { actionLabels } from "../../content/layout.ts";
import { productsCopy } from "../../content/pages/products.ts";
import { products } from "../../content/products.ts";
import { PageHero } from "../../ui/PageHero.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { ContactAndBookActions } from "../../sections/CtaActions.tsx";
import { ProductGrid } from "./sections/ProductGrid.tsx";

const copy = productsCopy;

/** The page's copy: its title names the page (its route's meta, src/app/routes.tsx). */
export const meta = productsCopy;

export default function ProductsPage() {
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.heading} lead={copy.lead} />
      <ProductGrid copy={copy} products={products} />
      <CallToAction
        {...copy.closingCta}
        actions={<ContactAndBookActions labels={actionLabels} />}
      />
    </>
  );
}
