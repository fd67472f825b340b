/** Copy of the services route: hero and page-specific sections, plus its metadata from meta.ts. */
import { mvpOffer } from "../offer.ts";
import { pageMeta } from "../meta.ts";
import type { ServicesCopy } from "./types.ts";

export const servicesCopy: ServicesCopy = {
  ...pageMeta.services,
  eyebrow: "Services",
  heading: "Services for Every Stage of Your Product",
  lead: "Whether you need to prove an idea in weeks, build a product to scale, or modernise the systems your business runs on, we bring the strategy, design and engineering to get it done.",
  servicesSection: {
    eyebrow: "Build and Transform",
    heading: "Beyond the MVP",
    text: "When the first version has proved itself, or when the systems you already run need to do more, the same senior team takes you further.",
  },
  cardLinkLabel: "Learn More",
  featuresLabel: "What's included",
  benefitsLabel: "What you gain",
  closingCta: {
    heading: "Not Sure Where to Start?",
    text: `Book a free ${mvpOffer.consultationMinutes}-minute consultation. We will listen, ask the right questions and follow up with a tailored proposal within ${mvpOffer.proposalHours} hours.`,
  },
};
