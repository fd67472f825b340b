/** Copy of the home route: hero and page-specific sections, plus its metadata from meta.ts. */
import { claims, mvpOffer } from "../offer.ts";
import { site } from "../site.ts";
import { pageMeta } from "../meta.ts";
import { proposalPromise } from "./shared.ts";
import type { HomeCopy } from "./types.ts";

const brand = site.brandName;

export const homeCopy: HomeCopy = {
  ...pageMeta.home,
  eyebrow: "Software Product Development Agency",
  heading: "We Turn Ideas Into Software Products That Ship",
  lead: `From a live MVP in ${mvpOffer.deliveryWeeks} weeks to the platforms your business runs on, we design, build and scale web and mobile products with a senior team that stays with you after launch.`,
  logoStripLabel: "Trusted by teams at",
  mission: {
    heading: "Our Mission",
    text: "Great ideas stall between the pitch deck and the first paying user. Our mission is to close that gap: one senior team that thinks like a product owner, designs for real users and writes code built to last, so founders reach the market sooner and established businesses stop working around their software.",
  },
  servicesSection: {
    heading: "What We Do",
    text: "Three ways to work with us, from a fixed-price launch to a long-term product partnership.",
    linkLabel: "View All Services",
  },
  processSection: {
    heading: "Our Process",
    text: "Six steps we follow on every engagement, so you always know what happens next and why.",
  },
  recentWork: {
    heading: "Recent Work",
    text: "Products we designed and built for clients in aviation, retail, construction, insurance and games.",
    visitSiteLabel: "Visit Site",
    linkLabel: "View All Projects",
  },
  aboutTeaser: {
    heading: `${claims.years} Years of Building Products That Last`,
    text: `${brand} is a product studio based in ${site.address}, working with clients across Europe, the Middle East and North America. Strategists, designers and engineers work as one team, with a single lead who owns your project from the first call to long after launch.`,
    linkLabel: "More About Us",
    figures: [
      { value: claims.years, label: "Years building software" },
      { value: claims.projects, label: "Projects delivered" },
      { value: claims.customers, label: "Clients served" },
      { value: claims.support, label: "Support for live products" },
    ],
  },
  clientsSection: {
    heading: "Trusted by Growing Businesses",
    text: "Startups, associations and established companies that build with us.",
    carouselLabel: "Client logos",
  },
  testimonialsSection: {
    heading: "What Our Clients Say",
    text: "In their words, after the launch.",
    carouselLabel: "Client testimonials",
  },
  closingCta: {
    heading: "Have an Idea Worth Building?",
    text: `Tell us what you want to launch. ${proposalPromise}, and a free ${mvpOffer.consultationMinutes}-minute call to walk through it.`,
  },
};
