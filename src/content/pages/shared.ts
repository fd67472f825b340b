/** Copy shared by several routes' modules: button labels and the proposal promise. */
import { mvpOffer } from "../offer.ts";

/** Button labels shared by heroes and calls to action. */
export const actionLabels = {
  bookCall: "Book a Call with Our Team",
  bookCallShort: "Book a Call",
  mvp: `MVP in ${mvpOffer.deliveryWeeks} Weeks`,
  exploreServices: "Explore Our Services",
  contact: "Contact Us",
} as const;

/** "A tailored proposal within 24 hours", used by the home and about calls to action. */
export const proposalPromise = `A tailored proposal within ${mvpOffer.proposalHours} hours`;
