/** The four FAQ items of /contact, with the agency's real answers. */
import { claims, mvpOffer } from "./offer.ts";

export type FaqId = "timeline" | "maintenance-support" | "project-management" | "integration";

export interface FaqItem {
  readonly id: FaqId;
  readonly question: string;
  readonly answer: string;
}

export const faq: readonly FaqItem[] = [
  {
    id: "timeline",
    question: "How long does a typical project take?",
    answer: `An MVP built around one core user journey goes live in ${mvpOffer.deliveryWeeks} weeks. A full web or mobile product usually takes 8 to 16 weeks, and larger transformation programmes are delivered in phases of 4 to 8 weeks, each ending in a working release. You get a written proposal with a timeline within ${mvpOffer.proposalHours} hours of our first call, and we hold ourselves to it.`,
  },
  {
    id: "maintenance-support",
    question: "Do you provide maintenance and support after launch?",
    answer: `Yes. Every launch includes ${mvpOffer.supportDays} days of support at no extra cost, covering bug fixes, monitoring and small adjustments. After that, most clients move to a monthly plan with security updates, dependency upgrades, uptime monitoring and a set number of improvement hours, and ${claims.support} incident response is available for business-critical systems.`,
  },
  {
    id: "project-management",
    question: "How do you manage projects and keep us informed?",
    answer:
      "You get a dedicated project lead and a shared board where every task, estimate and decision is visible. We work in one-week sprints with a live demo at the end of each, post a short written update every Friday, and keep a shared Slack or Teams channel open for day-to-day questions. Decisions that affect scope, budget or timeline are always agreed with you in writing first.",
  },
  {
    id: "integration",
    question: "Can you integrate with our existing systems?",
    answer:
      "Yes. We regularly connect products to ERPs, CRMs such as HubSpot and Salesforce, payment providers such as Stripe, accounting software and in-house databases, through their APIs or, where none exists, a secure middleware layer we build. We review your current systems during discovery, so integration risks and costs are in the proposal rather than discovered halfway through the build.",
  },
];
