/** Copy of the mvpOffer page, from content/pages/mvp-offer.en.yml. */
import copy from "content:page/mvp-offer";

export type { MvpOfferCopy } from "../schema.ts";
export const mvpOfferCopy = copy;
