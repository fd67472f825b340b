/** Id of the pricing section: the hero's "MVP in 2 Weeks" button scrolls to #offer. */
export const OFFER_ID = "offer";
