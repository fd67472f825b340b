import { homeCopy } from "../../../content/pages/home.ts";
import { BookCallCta } from "../../shared/BookCallCta.tsx";

export function ClosingCta() {
  return <BookCallCta id="cta-heading" copy={homeCopy.closingCta} />;
}
