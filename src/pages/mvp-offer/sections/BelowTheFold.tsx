import { Clients } from "./Clients.tsx";
import { ClosingCta } from "./ClosingCta.tsx";
import { Pricing } from "./Pricing.tsx";
import { Steps } from "./Steps.tsx";
import { TestimonialsSection } from "./TestimonialsSection.tsx";
import { Tiles } from "./Tiles.tsx";
import { MotionProvider } from "../../../motion/MotionProvider.tsx";

/** The landing page's sections after the hero, in the spec's order. */
export default function BelowTheFold() {
  // Reveals in these sections animate with framer-motion, loaded with this chunk.
  return (
    <MotionProvider>
      <Clients />
      <Steps />
      <Pricing />
      <TestimonialsSection />
      <Tiles />
      <ClosingCta />
    </MotionProvider>
  );
}
