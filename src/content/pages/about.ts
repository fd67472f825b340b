/** Copy of the about route: hero and page-specific sections, plus its metadata from meta.ts. */
import { claims } from "../offer.ts";
import { site } from "../site.ts";
import { pageMeta } from "../meta.ts";
import { proposalPromise } from "./shared.ts";
import type { AboutCopy } from "./types.ts";

export const aboutCopy: AboutCopy = {
  ...pageMeta.about,
  eyebrow: "About Us",
  heading: "A Product Team That Builds Like It Owns the Outcome",
  lead: "We are strategists, designers and engineers who have spent more than a decade shipping software for startups and established businesses. We measure our work by what it does for yours.",
  badge: `${claims.years} Years Experience • Global Excellence`,
  stats: [
    { value: claims.years, label: "Years Experience" },
    { value: claims.projects, label: "Projects Delivered" },
    { value: claims.customers, label: "Happy Customers" },
    { value: claims.support, label: "Support" },
  ],
  mission: {
    heading: "Our Mission",
    text: "To turn ambitious ideas into dependable software quickly, without cutting the corners that cost you later. We give every client senior attention, honest estimates and code they fully own.",
    icon: "target",
  },
  vision: {
    heading: "Our Vision",
    text: "To be the team founders and business leaders call first when software decides whether an idea succeeds: known for products that launch on time, perform under load and keep improving long after the first release.",
    icon: "eye",
  },
  valuesEyebrow: "Core Values",
  valuesHeading: "What We Stand For",
  values: [
    {
      title: "Passion",
      text: "We care about the products we build as if they were our own. That shows in the details: the edge case handled, the page that loads in under a second, the question asked before it becomes a problem.",
      icon: "heart",
    },
    {
      title: "Excellence",
      text: "Clean architecture, tested code and thoughtful design are our baseline, not an upgrade. Every release goes through review, automated tests and QA before it reaches your users.",
      icon: "award",
    },
    {
      title: "Collaboration",
      text: "We work in the open, with weekly demos, a shared board and direct access to the people building your product. Your team's knowledge and ours make the best decisions together.",
      icon: "handshake",
    },
  ],
  globalTeam: {
    eyebrow: "Global Team",
    heading: "A Global Team, Rooted in Cyprus",
    text: `Our home is ${site.address}, and our team and clients span Europe, the Middle East and North America. You get the focus of a boutique studio with the range of specialists a growing product needs.`,
    points: [
      "Senior specialists in product strategy, UX and UI design, engineering and cloud",
      "Working hours that overlap with Europe, the Gulf and the US East Coast",
      "One dedicated lead who owns your project from kick-off to long-term support",
    ],
  },
  closingCta: {
    heading: "Let's Build Something Worth Using",
    text: `Tell us where you are and where you want to be. ${proposalPromise}.`,
  },
};
