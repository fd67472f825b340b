import { AboutTeaser } from "./AboutTeaser.tsx";
import { Mission } from "./Mission.tsx";
import { Process } from "./Process.tsx";
import { RecentWork } from "./RecentWork.tsx";
import { Services } from "./Services.tsx";
import { homeCopy as copy } from "../../../content/pages/home.ts";
import { MotionProvider } from "../../../motion/MotionProvider.tsx";
import { ClientsSection } from "../../../sections/ClientsSection.tsx";
import { TestimonialsSection } from "../../../sections/TestimonialsSection.tsx";
import { BookCallCta } from "../../../sections/BookCallCta.tsx";

/** The home page's sections after the logo strip, in the spec's order. */
export default function BelowTheFold() {
  // Reveals in these sections animate with framer-motion, loaded with this chunk.
  return (
    <MotionProvider>
      <Mission />
      <Services />
      <Process />
      <RecentWork />
      <AboutTeaser />
      <ClientsSection
        headingId="clients-heading"
        heading={copy.clientsSection.heading}
        lead={copy.clientsSection.text}
        carouselLabel={copy.clientsSection.carouselLabel}
      />
      <TestimonialsSection
        headingId="testimonials-heading"
        copy={copy.testimonialsSection}
        tone="alt"
      />
      <BookCallCta id="cta-heading" copy={copy.closingCta} />
    </MotionProvider>
  );
}
