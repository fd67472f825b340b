import { Pricing } from "./Pricing.tsx";
import { Steps } from "./Steps.tsx";
import { Tiles } from "./Tiles.tsx";
import { mvpOfferCopy as copy } from "../../../content/pages/mvpOffer.ts";
import { MotionProvider } from "../../../motion/MotionProvider.tsx";
import { ClientsSection } from "../../../sections/ClientsSection.tsx";
import { TestimonialsSection } from "../../../sections/TestimonialsSection.tsx";
import { BookCallCta } from "../../../sections/BookCallCta.tsx";

/** The landing page's sections after the hero, in the spec's order. */
export default function BelowTheFold() {
  // Reveals in these sections animate with framer-motion, loaded with this chunk.
  return (
    <MotionProvider>
      <ClientsSection
        headingId="mvp-clients-heading"
        heading={copy.clientsHeading}
        carouselLabel={copy.clientsCarouselLabel}
      />
      <Steps />
      <Pricing />
      <TestimonialsSection headingId="mvp-testimonials-heading" copy={copy.testimonialsSection} />
      <Tiles />
      <BookCallCta id="mvp-cta-heading" copy={copy.closingCta} />
    </MotionProvider>
  );
}
