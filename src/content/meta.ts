/**
 * Document metadata of every page (title, description of at most 160 characters,
 * keywords). Kept apart from the page copy so the route registry, which every page loads,
 * carries only this and not every page's text.
 */
import { claims, mvpOffer } from "./offer.ts";
import { site } from "./site.ts";

export interface PageMetaCopy {
  /** The document title. */
  readonly title: string;
  /** Meta description, at most 160 characters. */
  readonly description: string;
  readonly keywords: readonly string[];
}

export type RouteKey =
  | "home"
  | "about"
  | "services"
  | "projects"
  | "products"
  | "contact"
  | "terms"
  | "privacy"
  | "mvpOffer"
  | "contactSent"
  | "notFound";

const brand = site.brandName;

/** "About Us — Kyma Labs": every page but home puts its own name first. */
export function pageTitle(name: string): string {
  return `${name} — ${brand}`;
}

export const pageMeta: Record<RouteKey, PageMetaCopy> = {
  home: {
    title: `${brand} — Software Product Development Agency`,
    description: `${brand} designs, builds and scales web and mobile products for startups and businesses. Launch a live MVP in ${mvpOffer.deliveryWeeks} weeks with a senior team.`,
    keywords: [
      "software development agency",
      "product development",
      "MVP development",
      "web app development",
      "mobile app development",
      "digital transformation",
      "Cyprus software company",
    ],
  },
  about: {
    title: pageTitle("About Us"),
    description: `Meet ${brand}: a senior product team in ${site.address} with ${claims.years} years of experience building web and mobile software for clients worldwide.`,
    keywords: [
      `about ${brand}`,
      "software agency Cyprus",
      "product development team",
      "Limassol software company",
      "remote development team",
    ],
  },
  services: {
    title: pageTitle("Services"),
    description: `MVP in ${mvpOffer.deliveryWeeks} weeks, web and mobile product development, e-commerce, and digital transformation with AI, cloud migration and fractional CTO support.`,
    keywords: [
      "MVP development",
      "web application development",
      "mobile app development",
      "e-commerce development",
      "digital transformation",
      "fractional CTO",
      "cloud migration",
    ],
  },
  projects: {
    title: pageTitle("Projects"),
    description:
      "Web platforms, e-shops and UI/UX design we delivered for clients in aviation, retail, construction, insurance, art and games, with measurable results.",
    keywords: [
      "software development portfolio",
      "web development projects",
      "e-commerce case studies",
      "UI/UX design portfolio",
      "client projects Cyprus",
    ],
  },
  products: {
    title: pageTitle("Products"),
    description:
      "Software we build and run ourselves: WasteLink, Eyeblock, NeonCard.io, HelpCyprus and a truck fleet management platform in development.",
    keywords: [
      "WasteLink",
      "construction waste management software",
      "Eyeblock",
      "crypto wallet screening",
      "NeonCard.io",
      "NFC business cards",
      "HelpCyprus",
      "fleet management software",
    ],
  },
  contact: {
    title: pageTitle("Contact Us"),
    description: `Tell us about your project and get a tailored proposal within ${mvpOffer.proposalHours} hours. Book a free ${mvpOffer.consultationMinutes}-minute consultation with ${brand}.`,
    keywords: [
      `contact ${brand}`,
      "hire software developers",
      "software project proposal",
      "free consultation",
      "MVP quote",
    ],
  },
  terms: {
    title: pageTitle("Terms and Conditions"),
    description: `The terms that govern your use of the ${brand} website and any inquiry or proposal request you send us. Governed by the laws of Cyprus.`,
    keywords: [`${brand} terms`, "terms and conditions", "website terms of use"],
  },
  privacy: {
    title: pageTitle("Privacy Policy"),
    description: `How ${brand} collects, uses and protects your personal data under the GDPR, what we store on your device and how to exercise your rights.`,
    keywords: [`${brand} privacy`, "privacy policy", "GDPR", "data protection Cyprus"],
  },
  mvpOffer: {
    title: pageTitle(`MVP in ${mvpOffer.deliveryWeeks} Weeks for ${mvpOffer.priceLabel}`),
    description: `Turn your startup idea into a live, scalable MVP in ${mvpOffer.deliveryWeeks} weeks for a fixed ${mvpOffer.priceLabel}, with ${mvpOffer.supportDays} days of support. Free ${mvpOffer.consultationMinutes}-minute consultation.`,
    keywords: [
      "MVP development",
      `MVP in ${mvpOffer.deliveryWeeks} weeks`,
      "fixed price MVP",
      "startup MVP agency",
      "launch MVP fast",
    ],
  },
  contactSent: {
    title: pageTitle("Message Sent"),
    description: `Thank you for your message. ${brand} will get back to you within ${mvpOffer.responseHours} hours.`,
    keywords: ["message sent"],
  },
  notFound: {
    title: pageTitle("Page Not Found"),
    description: `The page you are looking for does not exist or has moved. Return to the ${brand} home page.`,
    keywords: ["404", "page not found"],
  },
};
