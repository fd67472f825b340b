import type { Testimonial } from "../content/schema.ts";
import { Section } from "../ui/Section.tsx";
import { SectionHeader } from "../ui/SectionHeader.tsx";
import { Testimonials } from "../ui/Testimonials.tsx";

interface TestimonialsSectionProps {
  /** id of the section's heading (unique on its page). */
  headingId: string;
  copy: { heading: string; text: string; carouselLabel: string };
  testimonials: readonly Testimonial[];
  tone?: "alt";
}

/** The client quotes: a grid on wide screens, a looping carousel on phones. */
export function TestimonialsSection({
  headingId,
  copy,
  testimonials,
  tone,
}: TestimonialsSectionProps) {
  return (
    <Section tone={tone} labelledBy={headingId}>
      <SectionHeader id={headingId} title={copy.heading} lead={copy.text} align="center" />
      <Testimonials items={testimonials} label={copy.carouselLabel} />
    </Section>
  );
}
