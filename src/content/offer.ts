/**
 * The MVP offer and the company-wide claims (SPEC §9). Every page that states a price, a
 * duration or a claim reads it from here, so a change is made once.
 */

export const mvpOffer = {
  priceEur: 4500,
  /** priceEur formatted for display; the unit tests keep the two in step. */
  priceLabel: "€4,500",
  deliveryWeeks: 2,
  supportDays: 30,
  consultationMinutes: 30,
  /** A tailored proposal is sent within this many hours of first contact. */
  proposalHours: 24,
  /** Every message gets a reply within this many hours. */
  responseHours: 24,
} as const;

/** Company claims, shown verbatim wherever the site states them. */
export const claims = {
  years: "10+",
  projects: "45+",
  customers: "40+",
  support: "24/7",
} as const;

export interface PricingCard {
  readonly eyebrow: string;
  readonly title: string;
  readonly priceLabel: string;
  readonly priceNote: string;
  readonly summary: string;
  readonly included: readonly string[];
  readonly note: string;
  readonly ctaLabel: string;
}

/** The pricing card of /lp/mvp-offer. */
export const pricingCard: PricingCard = {
  eyebrow: "Fixed price, fixed timeline",
  title: `MVP in ${mvpOffer.deliveryWeeks} Weeks`,
  priceLabel: mvpOffer.priceLabel,
  priceNote: "one-off, excl. VAT",
  summary:
    "A working product in your users' hands, built on a stack you can keep growing after launch.",
  included: [
    `Free ${mvpOffer.consultationMinutes}-minute consultation and a written proposal within ${mvpOffer.proposalHours} hours`,
    "Scoping workshop that turns your idea into a prioritised feature roadmap",
    "UX flows and a clean, responsive interface for web and mobile",
    "Production-ready front end, back end and database for your core user journey",
    "Authentication, admin panel and the integrations your launch needs",
    `Delivery in ${mvpOffer.deliveryWeeks} weeks, deployed to your own cloud account and domain`,
    "Full source code, documentation and handover; you own everything",
    `${mvpOffer.supportDays} days of support included after launch`,
  ],
  note: `Free ${mvpOffer.consultationMinutes}-minute consultation • No commitment required`,
  ctaLabel: "Book a Call with Our Team",
};

/** The site-wide promo banner (SPEC §2, shared layout). Strings are verbatim from the spec. */
export const promoBanner = {
  label: "MVP Launch – Special Offer",
  headline: `Transform Your Idea Into a Live MVP in ${mvpOffer.deliveryWeeks} Weeks`,
  text: "Our team turns your startup idea into a functional, scalable MVP that is ready for real users and investors.",
  note: `Free ${mvpOffer.consultationMinutes}-minute consultation • No commitment required`,
  bookCallLabel: "Book a Call with Our Team",
  learnMoreLabel: "Learn More About Our MVP Offer",
} as const;
