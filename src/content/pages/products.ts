/** Copy of the products route: hero and page-specific sections, plus its metadata from meta.ts. */
import { pageMeta } from "../meta.ts";
import { productCount } from "../products.ts";
import type { ProductsCopy } from "./types.ts";

/** The products heading: "5 Products • Growing Portfolio". */
export function portfolioHeading(count: number = productCount): string {
  return `${count} Products • Growing Portfolio`;
}

export const productsCopy: ProductsCopy = {
  ...pageMeta.products,
  eyebrow: "Our Products",
  heading: "Products We Build, Run and Stand Behind",
  lead: "Alongside client work, we build and operate our own software. Every product here runs in production or is on its way, and the lessons from running them go into everything we build for you.",
  portfolioHeading: portfolioHeading(productCount),
  portfolioText:
    "Platforms for construction, compliance, networking and public safety, each designed, built and operated by our own team.",
  statusLabels: { live: "Live", "in-development": "In Development" },
  launchLabel: "Launch",
  closingCta: {
    heading: "Want a Product Like These?",
    text: "We bring the same team and the same standards to your product. Tell us what you have in mind.",
  },
};
