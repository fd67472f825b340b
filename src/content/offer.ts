/**
 * The MVP offer's figures and the company-wide claims (content/settings/offer.yml,
 * SPEC §9). Copy refers to them as {offer.deliveryWeeks} or {claims.years}, filled in at
 * build time, so a change is made once.
 */
import offer from "content:offer";

export const mvpOffer = offer;
export const claims = offer.claims;
