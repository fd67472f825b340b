/** The six-step process of the home page and the three steps of /lp/mvp-offer. */
import type { IconName } from "./icons.ts";
import { mvpOffer } from "./offer.ts";

export interface ProcessStep {
  readonly number: string;
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

export const processSteps: readonly ProcessStep[] = [
  {
    number: "01",
    title: "Discovery & Strategy",
    description:
      "We start with your users, your market and your constraints, and agree what success looks like before a line of code is written.",
    icon: "compass",
  },
  {
    number: "02",
    title: "Design & Architecture",
    description:
      "User flows, interface design and a technical architecture sized for today's launch and next year's growth.",
    icon: "pen-tool",
  },
  {
    number: "03",
    title: "MVP & Development",
    description:
      "Short sprints with a working build you can click through every week, so decisions rest on software rather than slides.",
    icon: "code-xml",
  },
  {
    number: "04",
    title: "Testing & QA",
    description:
      "Automated tests, manual exploratory testing and accessibility and performance checks on every release.",
    icon: "shield-check",
  },
  {
    number: "05",
    title: "Launch & Deployment",
    description:
      "Zero-downtime releases to your own cloud, with monitoring, backups and a rollback plan in place from day one.",
    icon: "rocket",
  },
  {
    number: "06",
    title: "Scale & Optimize",
    description:
      "We measure how the product is used, then improve speed, conversion and infrastructure cost as you grow.",
    icon: "trending-up",
  },
];

export interface MvpStep {
  readonly title: string;
  readonly description: string;
  readonly icon: IconName;
}

export const mvpSteps: readonly MvpStep[] = [
  {
    title: "Plan Your Roadmap",
    description: `A free ${mvpOffer.consultationMinutes}-minute call and a scoping workshop turn your idea into a prioritised feature list, with a fixed proposal in your inbox within ${mvpOffer.proposalHours} hours.`,
    icon: "map",
  },
  {
    title: `Build Your MVP (${mvpOffer.deliveryWeeks} Weeks)`,
    description:
      "We design and build the core of your product in two weekly sprints, with a live demo at the end of each so you steer as it takes shape.",
    icon: "zap",
  },
  {
    title: "Launch & Iterate",
    description: `We deploy to production, hand over the code and support you for ${mvpOffer.supportDays} days while real users give you the feedback that shapes version two.`,
    icon: "refresh-cw",
  },
];
