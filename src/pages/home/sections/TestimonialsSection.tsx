import { homeCopy } from "../../../content/pages/home.ts";
import { testimonials } from "../../../content/testimonials.ts";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";
import { Testimonials } from "../../../ui/Testimonials.tsx";

const copy = homeCopy.testimonialsSection;

export function TestimonialsSection() {
  return (
    <Section tone="alt" labelledBy="testimonials-heading">
      <SectionHeader
        id="testimonials-heading"
        title={copy.heading}
        lead={copy.text}
        align="center"
      />
      <Testimonials items={testimonials} label={copy.carouselLabel} />
    </Section>
  );
}
