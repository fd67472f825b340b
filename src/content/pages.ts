/**
 * Per-route copy: each page's hero and page-specific sections, plus its metadata from
 * meta.ts. Brand, e-mail and figures are imported,
 * never retyped: the brand from site.ts (env-overridable), prices and claims from
 * offer.ts, the product count from products.ts.
 */
import type { IconName } from "./icons.ts";
import { claims, mvpOffer } from "./offer.ts";
import { productCount } from "./products.ts";
import { site } from "./site.ts";
import { pageMeta, type PageMetaCopy } from "./meta.ts";

export type { RouteKey } from "./meta.ts";

export interface PageCopy extends PageMetaCopy {
  /** Small label above the h1, if the hero has one. */
  readonly eyebrow?: string;
  /** The page's h1. */
  readonly heading: string;
  /** The hero's lead paragraph. */
  readonly lead: string;
}

export interface CallToAction {
  readonly heading: string;
  readonly text: string;
}

export interface TextBlock {
  readonly heading: string;
  readonly text: string;
}

/** A big figure with a short label under it ("45+" / "Projects delivered"). */
export interface Figure {
  readonly value: string;
  readonly label: string;
}

/** An image tile: path relative to assets/, its alt text, a title and a kind. */
export interface ImageTile {
  readonly image: string;
  readonly alt: string;
  readonly title: string;
  readonly kind: string;
}

export interface IconTextItem {
  readonly title: string;
  readonly text: string;
  readonly icon: IconName;
}

export interface HomeCopy extends PageCopy {
  /** Label of the logo strip under the hero. */
  readonly logoStripLabel: string;
  readonly mission: TextBlock;
  readonly servicesSection: TextBlock & { readonly linkLabel: string };
  readonly processSection: TextBlock;
  readonly recentWork: TextBlock & { readonly visitSiteLabel: string; readonly linkLabel: string };
  readonly aboutTeaser: TextBlock & {
    readonly linkLabel: string;
    readonly figures: readonly Figure[];
  };
  readonly clientsSection: TextBlock & { readonly carouselLabel: string };
  readonly testimonialsSection: TextBlock & { readonly carouselLabel: string };
  readonly closingCta: CallToAction;
}

export interface StatItem {
  readonly value: string;
  readonly label: string;
}

export interface AboutCopy extends PageCopy {
  readonly badge: string;
  /** Headline figures under the hero, from offer.ts claims. */
  readonly stats: readonly StatItem[];
  readonly mission: TextBlock & { readonly icon: IconName };
  readonly vision: TextBlock & { readonly icon: IconName };
  readonly valuesEyebrow: string;
  readonly valuesHeading: string;
  readonly values: readonly [IconTextItem, IconTextItem, IconTextItem];
  readonly globalTeam: TextBlock & {
    readonly eyebrow: string;
    readonly points: readonly [string, string, string];
  };
  readonly closingCta: CallToAction;
}

export interface ServicesCopy extends PageCopy {
  /** Intro of the Product Development and Digital Transformation cards. */
  readonly servicesSection: TextBlock & { readonly eyebrow: string };
  readonly cardLinkLabel: string;
  readonly featuresLabel: string;
  readonly benefitsLabel: string;
  readonly closingCta: CallToAction;
}

export interface ProjectsCopy extends PageCopy {
  /** Visually hidden heading of the portfolio grid. */
  readonly gridHeading: string;
  readonly filterLabel: string;
  /** Announced to assistive technology after a filter change. */
  readonly showingLabel: (count: number, tabLabel: string) => string;
  readonly technologiesLabel: string;
  readonly featuresLabel: string;
  readonly resultsLabel: string;
  readonly viewProjectLabel: string;
  readonly discussLabel: string;
  readonly closingCta: CallToAction;
}

export interface ProductsCopy extends PageCopy {
  /** "5 Products • Growing Portfolio", derived from productCount. */
  readonly portfolioHeading: string;
  readonly portfolioText: string;
  readonly statusLabels: { readonly live: string; readonly "in-development": string };
  readonly launchLabel: string;
  readonly closingCta: CallToAction;
}

export interface ContactCopy extends PageCopy {
  readonly badge: string;
  readonly emailLabel: string;
  readonly consultation: TextBlock;
  readonly trustPoints: readonly { readonly label: string; readonly icon: IconName }[];
  readonly formHeading: string;
  readonly faqHeading: string;
  /** Under the form heading. */
  readonly formLead: string;
  /** Beside the FAQ list, before the support e-mail link. */
  readonly faqLead: string;
}

export interface LegalPageCopy extends PageCopy {
  readonly lastUpdatedLabel: string;
  readonly tocLabel: string;
}

export interface MvpOfferCopy extends PageCopy {
  /** Key figures under the hero's buttons. */
  readonly heroFigures: readonly Figure[];
  readonly clientsHeading: string;
  readonly clientsCarouselLabel: string;
  readonly stepsSection: TextBlock;
  readonly pricingSection: TextBlock;
  /** Heading of the pricing card's list of what the price includes. */
  readonly pricingIncludedLabel: string;
  readonly testimonialsSection: TextBlock & { readonly carouselLabel: string };
  readonly tilesSection: TextBlock & { readonly tiles: readonly ImageTile[] };
  readonly closingCta: CallToAction;
}

export interface NotFoundCopy extends PageCopy {
  readonly homeLinkLabel: string;
}

export interface Pages {
  readonly home: HomeCopy;
  readonly about: AboutCopy;
  readonly services: ServicesCopy;
  readonly projects: ProjectsCopy;
  readonly products: ProductsCopy;
  readonly contact: ContactCopy;
  readonly terms: LegalPageCopy;
  readonly privacy: LegalPageCopy;
  readonly mvpOffer: MvpOfferCopy;
  readonly notFound: NotFoundCopy;
}

const brand = site.brandName;

/** The products heading: "5 Products • Growing Portfolio". */
export function portfolioHeading(count: number = productCount): string {
  return `${count} Products • Growing Portfolio`;
}

/** Button labels shared by heroes and calls to action. */
export const actionLabels = {
  bookCall: "Book a Call with Our Team",
  bookCallShort: "Book a Call",
  mvp: `MVP in ${mvpOffer.deliveryWeeks} Weeks`,
  exploreServices: "Explore Our Services",
  contact: "Contact Us",
} as const;

const proposalPromise = `A tailored proposal within ${mvpOffer.proposalHours} hours`;

export const pages: Pages = {
  home: {
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
  },

  about: {
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
  },

  services: {
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
  },

  projects: {
    ...pageMeta.projects,
    eyebrow: "Our Work",
    heading: "Projects That Deliver Measurable Results",
    lead: "A selection of platforms, e-shops and websites we designed and built, with the outcomes our clients measured after launch.",
    gridHeading: "Portfolio",
    filterLabel: "Filter projects by category",
    showingLabel: (count, tabLabel) =>
      `Showing ${count} ${count === 1 ? "project" : "projects"}: ${tabLabel}`,
    technologiesLabel: "Technologies",
    featuresLabel: "Key Features",
    resultsLabel: "Results",
    viewProjectLabel: "View Project",
    discussLabel: "Discuss Similar Project",
    closingCta: {
      heading: "Planning Something Similar?",
      text: `Tell us about your project and get a tailored proposal within ${mvpOffer.proposalHours} hours.`,
    },
  },

  products: {
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
  },

  contact: {
    ...pageMeta.contact,
    eyebrow: "Contact Us",
    heading: "Let's Talk About Your Project",
    lead: `Share a few details about what you want to build. We read every message, reply within ${mvpOffer.responseHours} hours and send a tailored proposal once we understand your goals.`,
    badge: `We reply within ${mvpOffer.responseHours} hours`,
    emailLabel: "Email us",
    consultation: {
      heading: "Free Consultation",
      text: `Book a free ${mvpOffer.consultationMinutes}-minute call with a senior member of our team. We will talk through your goals, constraints and timeline, and you will have a tailored proposal within ${mvpOffer.proposalHours} hours. No commitment required.`,
    },
    trustPoints: [
      { label: `${claims.years} Years Experience`, icon: "award" },
      { label: `${claims.projects} Projects Delivered`, icon: "briefcase-business" },
      { label: `${claims.customers} Happy Customers`, icon: "users" },
      { label: `${mvpOffer.responseHours}-Hour Response`, icon: "clock" },
    ],
    formHeading: "Send Us a Message",
    faqHeading: "Frequently Asked Questions",
    formLead:
      "Tell us what you want to build, where you are today and when you need it. A senior member of our team reads every message.",
    faqLead: `Still have a question? Write to us and you will have an answer within ${mvpOffer.responseHours} hours.`,
  },

  terms: {
    ...pageMeta.terms,
    heading: "Terms and Conditions",
    lead: `Please read these terms carefully. They explain the rules for using the ${brand} website and what applies when you contact us about a project.`,
    lastUpdatedLabel: "Last updated",
    tocLabel: "On this page",
  },

  privacy: {
    ...pageMeta.privacy,
    heading: "Privacy Policy",
    lead: "We collect only what we need to answer you and work with you, and we never sell your data. This policy explains what we process, why, for how long, and the rights you have.",
    lastUpdatedLabel: "Last updated",
    tocLabel: "On this page",
  },

  mvpOffer: {
    ...pageMeta.mvpOffer,
    eyebrow: "MVP Launch – Special Offer",
    heading: `Your Idea, Live as an MVP in ${mvpOffer.deliveryWeeks} Weeks`,
    lead: `We turn your startup idea into a functional, scalable MVP ready for real users and investors. Fixed scope, fixed price of ${mvpOffer.priceLabel}, and ${mvpOffer.supportDays} days of support after launch.`,
    heroFigures: [
      { value: mvpOffer.priceLabel, label: "Fixed price" },
      { value: `${mvpOffer.deliveryWeeks} weeks`, label: "From kick-off to launch" },
      { value: `${mvpOffer.supportDays} days`, label: "Support included" },
    ],
    clientsHeading: "Founders and teams who launched with us",
    clientsCarouselLabel: "Client logos",
    stepsSection: {
      heading: "Three Steps to Launch",
      text: "A short, structured path from idea to live product, with you in the loop at every step.",
    },
    pricingSection: {
      heading: "One Price, Everything Included",
      text: "No hourly billing and no surprises: you know the cost and the launch date before we start.",
    },
    pricingIncludedLabel: "Everything included",
    testimonialsSection: {
      heading: "What Our Clients Say",
      text: "Teams who trusted us with their launch.",
      carouselLabel: "Client testimonials",
    },
    tilesSection: {
      heading: "Recent Launches",
      text: "A few of the products we have designed, built and shipped.",
      tiles: [
        {
          image: "mvp/tile-1.svg",
          title: "Revenue analytics SaaS",
          kind: "Web app",
          alt: "SaaS dashboard with revenue, customer and retention figures above a growth chart",
        },
        {
          image: "mvp/tile-2.svg",
          title: "Personal finance wallet",
          kind: "Mobile app",
          alt: "Mobile banking app showing a card balance, quick actions and recent payments",
        },
        {
          image: "mvp/tile-3.svg",
          title: "Design goods marketplace",
          kind: "E-commerce",
          alt: "Online marketplace with a grid of products, prices and favourite buttons",
        },
        {
          image: "mvp/tile-4.svg",
          title: "Clinic booking portal",
          kind: "Web app",
          alt: "Appointment booking screen with a month calendar and a list of free time slots",
        },
        {
          image: "mvp/tile-5.svg",
          title: "Growth metrics console",
          kind: "Dashboard",
          alt: "Dark analytics console with visitors, conversion and revenue charts and a goal ring",
        },
        {
          image: "mvp/tile-6.svg",
          title: "AI sales assistant",
          kind: "AI product",
          alt: "Chat assistant answering a question with a bar chart showing 42 percent growth",
        },
      ],
    },
    closingCta: {
      heading: "Ready to Launch Your MVP?",
      text: `Book a free ${mvpOffer.consultationMinutes}-minute consultation. No commitment required, and a tailored proposal within ${mvpOffer.proposalHours} hours.`,
    },
  },

  notFound: {
    ...pageMeta.notFound,
    heading: "404",
    lead: "Sorry, we were unable to find that page",
    homeLinkLabel: "Back to the home page",
  },
};
