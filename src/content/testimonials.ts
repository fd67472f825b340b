/** Client testimonials (SPEC §3 "Testimonial"): content/testimonials/, in order. */
import testimonials from "content:collection/testimonials";

export { testimonials };
