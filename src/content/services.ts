/**
 * The three services (SPEC §3 "Service entry"), the featured MVP block and the
 * "Why Choose" stats of /services. Hero copy for /services lives in pages/services.ts.
 */
import type { IconName } from "./icons.ts";
import { claims, mvpOffer } from "./offer.ts";
import type { ServiceColor } from "./projects.ts";
import { site } from "./site.ts";

export type ServiceId = "mvp" | "product-development" | "digital-transformation";

export interface ServiceEntry {
  readonly id: ServiceId;
  readonly title: string;
  readonly icon: IconName;
  /** One or two sentences for the home page's service cards. */
  readonly summary: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly benefits: string;
  readonly serviceColor: ServiceColor;
}

export const services: readonly ServiceEntry[] = [
  {
    id: "mvp",
    title: `MVP in ${mvpOffer.deliveryWeeks} Weeks`,
    icon: "rocket",
    summary:
      "From idea to a live product real users can sign up for, in two focused weeks and at a fixed price.",
    description:
      "We scope your idea down to the one journey that proves it, design it, build it and ship it to production. You walk away with a working product, the source code and a roadmap for what comes next.",
    features: [
      "Scoping workshop and prioritised feature roadmap",
      "UX flows and responsive interface design",
      "Production-grade build on a modern, scalable stack",
      "Deployment to your own cloud account and domain",
      `${mvpOffer.supportDays} days of post-launch support`,
    ],
    benefits:
      "Validate with real users and show investors a working product while competitors are still writing specifications.",
    serviceColor: "blue",
  },
  {
    id: "product-development",
    title: "Product Development",
    icon: "layers",
    summary:
      "Web and mobile apps, PWAs, e-commerce and content platforms, built to scale and easy to own.",
    description:
      "A senior product team that designs, builds and evolves your software end to end: web applications, native and cross-platform mobile apps, progressive web apps, e-shops and CMS-driven sites, with branding where the product needs an identity of its own.",
    features: [
      "Web applications and SaaS platforms",
      "iOS and Android apps with React Native",
      "Progressive web apps that work offline",
      "E-commerce on Shopify, WooCommerce or custom stacks",
      "Headless CMS sites your team can run without us",
      "Branding and visual identity for new products",
    ],
    benefits:
      "One accountable team from first sketch to the hundredth release, with code, designs and documentation that stay yours.",
    serviceColor: "purple",
  },
  {
    id: "digital-transformation",
    title: "Digital Transformation",
    icon: "workflow",
    summary:
      "Strategy, AI and automation, cloud migration and senior technical leadership for established businesses.",
    description:
      "We help established businesses replace manual work and ageing systems with software that fits how they operate today, from the first technology roadmap to running the migration.",
    features: [
      "Digital strategy and technology roadmaps",
      "AI assistants and workflow automation",
      "Cloud migration to AWS, Azure or Google Cloud",
      "Fractional CTO and technical due diligence",
      "Legacy system modernisation without downtime",
    ],
    benefits:
      "Lower running costs, fewer manual steps and systems your team can change with confidence, delivered in stages that pay back as you go.",
    serviceColor: "green",
  },
];

/** The featured MVP block at the top of /services. */
export const mvpFeature = {
  eyebrow: "Featured Service",
  headline: `Launch Your MVP in ${mvpOffer.deliveryWeeks} Weeks`,
  text: `A fixed-scope, fixed-price sprint for founders and product teams who need proof, not slides. For ${mvpOffer.priceLabel} we plan, design, build and deploy the core of your product, then stay with you for ${mvpOffer.supportDays} days after launch.`,
  included: [
    "Product scoping and a prioritised roadmap",
    "UX flows and interface design",
    "Full-stack build with authentication and an admin panel",
    "Deployment, source code and documentation",
    `${mvpOffer.supportDays} days of post-launch support`,
  ],
  ctaLabel: "Launch Your MVP",
  includedLabel: "What's included",
  /** Key figures of the offer, shown beside the call to action. */
  facts: [
    { value: mvpOffer.priceLabel, label: "Fixed price" },
    { value: `${mvpOffer.deliveryWeeks} weeks`, label: "From kick-off to launch" },
    { value: `${mvpOffer.supportDays} days`, label: "Support included" },
  ],
} as const;

export interface Stat {
  readonly value: string;
  readonly label: string;
  readonly icon: IconName;
}

/** The "Why Choose" block: renders as "10+ Years Experience", "45+ Projects Delivered", … */
export const whyChooseStats = [
  { value: claims.years, label: "Years Experience", icon: "award" },
  { value: claims.projects, label: "Projects Delivered", icon: "briefcase-business" },
  { value: claims.support, label: "Support", icon: "headphones" },
  { value: "Global", label: "Team", icon: "globe" },
] as const satisfies readonly Stat[];

export const whyChoose = {
  heading: `Why Choose ${site.brandName}`,
  text: "A decade of shipping software for startups, scale-ups and established businesses, with senior people on every project and no hand-offs to juniors after the sale.",
} as const;
