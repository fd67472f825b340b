import { Pricing } from "./Pricing.tsx";
import { Steps } from "./Steps.tsx";
import { Tiles } from "./Tiles.tsx";
import type {
  ActionLabels,
  ClientLogo,
  MvpOfferCopy,
  Testimonial,
} from "../../../content/schema.ts";
import { MotionProvider } from "../../../motion/MotionProvider.tsx";
import { BookCallCta } from "../../../sections/BookCallCta.tsx";
import { ClientsSection } from "../../../sections/ClientsSection.tsx";
import { TestimonialsSection } from "../../../sections/TestimonialsSection.tsx";

interface BelowTheFoldProps {
  copy: MvpOfferCopy;
  actionLabels: ActionLabels;
  clients: readonly ClientLogo[];
  testimonials: readonly Testimonial[];
}

/** The landing page's sections after the hero, in the spec's order. */
export function BelowTheFold({ copy, actionLabels, clients, testimonials }: BelowTheFoldProps) {
  // Reveals in these sections animate with framer-motion, loaded with this chunk.
  return (
    <MotionProvider>
      <ClientsSection
        headingId="mvp-clients-heading"
        heading={copy.clientsHeading}
        carouselLabel={copy.clientsCarouselLabel}
        clients={clients}
      />
      <Steps copy={copy.stepsSection} steps={copy.steps} />
      <Pricing
        copy={copy.pricingSection}
        card={copy.pricingCard}
        includedLabel={copy.pricingIncludedLabel}
      />
      <TestimonialsSection
        headingId="mvp-testimonials-heading"
        copy={copy.testimonialsSection}
        testimonials={testimonials}
      />
      <Tiles copy={copy.tilesSection} />
      <BookCallCta id="mvp-cta-heading" copy={copy.closingCta} labels={actionLabels} />
    </MotionProvider>
  );
}
