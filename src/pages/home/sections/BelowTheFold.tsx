import { AboutTeaser } from "./AboutTeaser.tsx";
import { Mission } from "./Mission.tsx";
import { Process } from "./Process.tsx";
import { RecentWork } from "./RecentWork.tsx";
import { Services } from "./Services.tsx";
import type {
  ActionLabels,
  ClientLogo,
  HomeCopy,
  ProcessStep,
  ServiceEntry,
  Testimonial,
} from "../../../content/schema.ts";
import { MotionProvider } from "../../../motion/MotionProvider.tsx";
import { BookCallCta } from "../../../sections/BookCallCta.tsx";
import { ClientsSection } from "../../../sections/ClientsSection.tsx";
import { TestimonialsSection } from "../../../sections/TestimonialsSection.tsx";

interface BelowTheFoldProps {
  copy: HomeCopy;
  actionLabels: ActionLabels;
  clients: readonly ClientLogo[];
  services: readonly ServiceEntry[];
  steps: readonly ProcessStep[];
  testimonials: readonly Testimonial[];
}

/** The home page's sections after the logo strip, in the spec's order. */
export function BelowTheFold({
  copy,
  actionLabels,
  clients,
  services,
  steps,
  testimonials,
}: BelowTheFoldProps) {
  // Reveals in these sections animate with framer-motion, loaded with this chunk.
  return (
    <MotionProvider>
      <Mission copy={copy.mission} />
      <Services copy={copy.servicesSection} services={services} />
      <Process copy={copy.processSection} steps={steps} />
      <RecentWork copy={copy.recentWork} />
      <AboutTeaser copy={copy.aboutTeaser} />
      <ClientsSection
        headingId="clients-heading"
        heading={copy.clientsSection.heading}
        lead={copy.clientsSection.text}
        carouselLabel={copy.clientsSection.carouselLabel}
        clients={clients}
      />
      <TestimonialsSection
        headingId="testimonials-heading"
        copy={copy.testimonialsSection}
        testimonials={testimonials}
        tone="alt"
      />
      <BookCallCta id="cta-heading" copy={copy.closingCta} labels={actionLabels} />
    </MotionProvider>
  );
}
