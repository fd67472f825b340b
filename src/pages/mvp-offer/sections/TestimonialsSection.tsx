import { mvpOfferCopy } from "../../../content/pages/mvpOffer.ts";
import { testimonials } from "../../../content/testimonials.ts";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";
import { Testimonials } from "../../../ui/Testimonials.tsx";

const copy = mvpOfferCopy.testimonialsSection;

export function TestimonialsSection() {
  return (
    <Section labelledBy="mvp-testimonials-heading">
      <SectionHeader
        id="mvp-testimonials-heading"
        title={copy.heading}
        lead={copy.text}
        align="center"
      />
      <Testimonials items={testimonials} label={copy.carouselLabel} />
    </Section>
  );
}
