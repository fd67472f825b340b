import { AboutTeaser } from "./AboutTeaser.tsx";
import { Clients } from "./Clients.tsx";
import { ClosingCta } from "./ClosingCta.tsx";
import { Mission } from "./Mission.tsx";
import { Process } from "./Process.tsx";
import { RecentWork } from "./RecentWork.tsx";
import { Services } from "./Services.tsx";
import { TestimonialsSection } from "./TestimonialsSection.tsx";
import { MotionProvider } from "../../../motion/MotionProvider.tsx";

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
      <Clients />
      <TestimonialsSection />
      <ClosingCta />
    </MotionProvider>
  );
}
