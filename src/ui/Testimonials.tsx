import { layoutCopy } from "../content/layout.ts";
import { Carousel } from "./Carousel.tsx";
import { carouselPresets } from "./carouselOptions.ts";
import { TestimonialCard, type TestimonialCardProps } from "./TestimonialCard.tsx";

interface TestimonialsProps {
  items: readonly TestimonialCardProps[];
  /** Accessible name of the carousel (mobile and tablet). */
  label: string;
}

/**
 * Testimonials as one markup: a grid of cards on desktop, a looping carousel below the
 * grid breakpoint (carouselPresets.testimonials).
 */
export function Testimonials({ items, label }: TestimonialsProps) {
  return (
    <Carousel
      items={items}
      label={label}
      previousLabel={layoutCopy.carousel.previousTestimonial}
      nextLabel={layoutCopy.carousel.nextTestimonial}
      options={carouselPresets.testimonials}
      getKey={(item) => item.author}
      renderItem={(item) => <TestimonialCard {...item} />}
    />
  );
}
