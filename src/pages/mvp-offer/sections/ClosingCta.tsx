import { mvpOfferCopy } from "../../../content/pages/mvpOffer.ts";
import { BookCallCta } from "../../shared/BookCallCta.tsx";

export function ClosingCta() {
  return <BookCallCta id="mvp-cta-heading" copy={mvpOfferCopy.closingCta} />;
}
