/** Copy of the mvpOffer route: hero and page-specific sections, plus its metadata from meta.ts. */
import { mvpOffer } from "../offer.ts";
import { pageMeta } from "../meta.ts";
import type { MvpOfferCopy } from "./types.ts";

export const mvpOfferCopy: MvpOfferCopy = {
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
};
